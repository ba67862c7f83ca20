import Foundation
import Testing
@testable import Blog
import SourceDiagnostics
import Content
import Build
import Incremental
import SiteTestSupport

/// The theme's words and dates, in the site's language.
@Suite struct ThemeLanguageTests {
    static let posts = [
        "content/posts/2024-05-01-hello.md": "---\ntags: [garden]\n---\n# Hello\n\nA first post.\n",
        "content/posts/2024-12-24-later.md": "---\nupdated: 2025-01-02\n---\n# Later\n\nAnother.\n",
    ]

    func built(language: String, config: String = "", files: [String: String] = [:]) async throws -> BuiltSite {
        let site = try SiteFixture(config: "language: \(language)\n" + config,
                                   files: Self.posts.merging(files) { $1 }, theme: [:])
        defer { site.remove() }
        return try await site.make()
    }

    @Test(arguments: [
        ("en", "1 May 2024", "Skip to content", "Archive"),
        ("de", "1. Mai 2024", "Zum Inhalt springen", "Archiv"),
        ("fr", "1 mai 2024", "Aller au contenu", "Archives"),
        ("es", "1 de mayo de 2024", "Saltar al contenido", "Archivo"),
        ("pl", "1 maja 2024", "Przejdź do treści", "Archiwum"),
        ("ru", "1 мая 2024\u{202F}г.", "Перейти к содержанию", "Архив"),
        ("ja", "2024年5月1日", "本文へ移動", "アーカイブ"),
        ("zh", "2024年5月1日", "跳到正文", "归档"),
        ("ko", "2024년 5월 1일", "본문으로 건너뛰기", "보관함"),
        ("it", "1 maggio 2024", "Vai al contenuto", "Archivio"),
        ("pt", "1 de maio de 2024", "Saltar para o conteúdo", "Arquivo"),
        ("nl", "1 mei 2024", "Naar de inhoud", "Archief"),
        ("uk", "1 травня 2024\u{202F}р.", "Перейти до вмісту", "Архів"),
        ("tr", "1 Mayıs 2024", "İçeriğe geç", "Arşiv"),
        ("ar", "1 مايو، 2024", "انتقل إلى المحتوى", "الأرشيف"),
    ])
    func wordsAndDatesAreTheLanguages(language: String, date: String, skip: String, archive: String) async throws {
        let built = try await built(language: language)
        let page = try #require(built.text("2024/05/hello/index.html"))
        #expect(page.contains(">\(date)</time>"), "\(language)")
        #expect(page.contains(">\(skip)</a>"), "\(language)")
        #expect(try #require(built.text("archive/index.html")).contains("<h1>\(archive)</h1>"), "\(language)")
    }

    /// Every page says which way its language is written, redirect pages included, so that a theme's stylesheet
    /// can rely on `dir`.
    @Test(arguments: [("ar", "rtl"), ("he", "rtl"), ("fa-IR", "rtl"), ("ur", "rtl"), ("en", "ltr"), ("ja", "ltr")])
    func everyPageSaysWhichWayItsLanguageIsWritten(language: String, direction: String) async throws {
        let alias = ["content/posts/2024-05-01-hello.md": "---\ntags: [garden]\naliases: [/old/]\n---\n# Hello\n"]
        let built = try await built(language: language, files: alias)
        let html = built.paths.filter { $0.hasSuffix(".html") }
        #expect(html.count == 9)  // with the search page
        for path in html {
            let page = try #require(built.text(path))
            #expect(page.contains("<html lang=\"\(language)\" dir=\"\(direction)\">"), "\(path)")
        }
    }

    @Test func aRightToLeftLanguageShowsItsOwnWords() async throws {
        let built = try await built(language: "ar")
        let page = try #require(built.text("2024/05/hello/index.html"))
        #expect(page.contains(">انتقل إلى المحتوى</a>"))
        #expect(!page.contains("Skip to content"))
    }

    /// The built-in table: every language has every word English has, and no other; a regional variant
    /// (`pt-BR`) has only words of its language.
    @Test func everyLanguageOfTheBuiltInThemeHasEveryWord() throws {
        let text = try #require(DefaultTheme.files.first { $0.path == "templates/words.yml" }?.text)
        let table = try ThemeWords.table(reading: text, path: "templates/words.yml")
        let english = Set(try #require(table["en"]).keys).subtracting(["date_format"])
        let languages = ["de", "fr", "es", "it", "pt", "nl", "pl", "ru", "uk", "tr", "ja", "zh", "ko", "ar"]
        #expect(Set(table.keys) == Set(languages + ["en", "pt-BR"]))
        for language in languages {
            let words = Set(try #require(table[language]).keys).subtracting(["date_format"])
            let differences = "lacks \(english.subtracting(words).sorted()), has \(words.subtracting(english).sorted())"
            #expect(words == english, "\(language): \(differences)")
        }
        #expect(Set(try #require(table["pt-BR"]).keys).isSubset(of: english))
    }

    @Test func folioBuildsOwnPhrasesComeFromTheWords() async throws {
        let built = try await built(language: "de")
        let tag = try #require(built.text("tags/garden/index.html"))
        #expect(tag.contains("<h1>Beiträge mit dem Schlagwort „garden“</h1>"))
        #expect(tag.contains("<title>Schlagwort „garden“ · Test</title>"))
        #expect(try #require(built.text("404.html")).contains("<h1>Seite nicht gefunden</h1>"))
    }

    @Test func aRegionalLanguageTakesItsOwnWordsThenItsLanguagesThenEnglish() async throws {
        let built = try await built(language: "pt-BR")
        let page = try #require(built.text("2024/05/hello/index.html"))
        #expect(page.contains(">Pular para o conteúdo</a>"))   // pt-BR's own
        #expect(page.contains("aria-label=\"Site\""))            // pt's
        #expect(page.contains(">1 de maio de 2024</time>"))      // the locale data's
    }

    @Test func aLanguageTheThemeLacksFallsBackToEnglishWordsButItsOwnDates() async throws {
        let built = try await built(language: "sv")
        let page = try #require(built.text("2024/05/hello/index.html"))
        #expect(page.contains(">Skip to content</a>"))
        #expect(page.contains(">1 maj 2024</time>"))
    }

    @Test func folioYmlChangesAWordAndTheDateFormat() async throws {
        let config = "words:\n  archive: Posts by year\n  date_format: \"yyyy-MM-dd (EEEE)\"\n"
        let built = try await built(language: "en", config: config)
        #expect(try #require(built.text("archive/index.html")).contains("<h1>Posts by year</h1>"))
        #expect(try #require(built.text("2024/05/hello/index.html")).contains(">2024-05-01 (Wednesday)</time>"))
    }

    @Test func theSitesOwnWordsFileChangesWordsOfItsLanguage() async throws {
        let built = try await built(language: "fr", files: ["templates/words.yml": "fr:\n  archive: Par année\n"])
        #expect(try #require(built.text("archive/index.html")).contains("<h1>Par année</h1>"))
        #expect(try #require(built.text("2024/05/hello/index.html")).contains(">Aller au contenu</a>"))
    }

    @Test func anUnknownWordIsAWarningAndABadDateFormatAnError() async throws {
        let site = try SiteFixture(config: "words:\n  archiv: Old posts\n", files: Self.posts, theme: [:])
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.warnings.map(\.description)
                == ["folio.yml:5:3: warning: the theme has no word 'archiv' (did you mean 'archive'?)"])
        let bad = try SiteFixture(config: "words:\n  date_format: \"d MMMM y G\"\n", files: Self.posts, theme: [:])
        defer { bad.remove() }
        #expect(await bad.failure() == ["folio.yml:5:3: error: date_format 'd MMMM y G' uses 'G', which folio does "
                                        + "not write: use d, M (or L), y and E"])
    }

    @Test func datesAreWrittenWithTheLanguagesDigits() throws {
        let dates = try DisplayDates.make(language: "ar-EG", pattern: "d MMMM y").get()
        let written = dates.display(Date(timeIntervalSince1970: 1_714_521_600), in: .gmt)  // 2024-05-01
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "ar-EG")
        formatter.timeZone = .gmt
        formatter.dateFormat = "d MMMM y"
        #expect(written == formatter.string(from: Date(timeIntervalSince1970: 1_714_521_600)))
    }
}
