import Foundation
import Testing
@testable import Highlighting
import TestSupport

/// folio's Swift lexer against the Swift compiler's own classifier (SwiftParser and SwiftIDEUtils, from the
/// toolchain's `lib/swift/host`), on a small corpus written for the purpose in Fixtures/Swift: at least 99.5% of
/// the non-blank characters in the same lexical category. The classifier runs as `swift-classify`, which
/// `make oracle` builds (`make test` does it first); where it is missing, the test is skipped with a warning.
@Suite struct SwiftAgreementTests {
    static let oracle: URL? = {
        let path = ProcessInfo.processInfo.environment["FOLIO_SWIFT_ORACLE"]
            ?? ExternalProgram.repositoryRoot.appending(path: ".build/oracle/swift-classify").path
        if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
        print("⚠️  WARNING: no Swift compiler classifier at \(path): the Swift agreement test is SKIPPED. "
              + "Run `make oracle` (it needs the toolchain's lib/swift/host), or set FOLIO_SWIFT_ORACLE.")
        return nil
    }()

    static let corpus = ExternalProgram.repositoryRoot.appending(path: "Tests/HighlightingTests/Fixtures/Swift")

    @Test func theCorpusIsThere() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 5)
    }

    @Test(.enabled(if: oracle != nil)) func agreesWithTheCompilerOnTheCorpus() async throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { Self.corpus.appending(path: $0).path }
        let output = try await ExternalProgram.run(try #require(Self.oracle).path, files)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == files.count)
        var total = LexicalAgreement()
        for (file, line) in zip(files, lines) {
            let code = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            let tokens = code.withUnsafeBufferPointer { SwiftLexer().tokens(in: $0) }
            var agreement = LexicalAgreement()
            agreement.add(code, tokens: tokens, reference: Array(line.utf8))
            #expect(agreement.ratio >= 0.99, "\(file): \(agreement.ratio) \(agreement.confusions)")
            total.merge(agreement)
        }
        print("Swift agreement with the compiler on Fixtures/Swift: "
              + String(format: "%.3f%% of %d characters", total.ratio * 100, total.characters))
        #expect(total.characters > 10_000)
        #expect(total.ratio >= 0.995, "\(total.confusions)")
    }

    @Test func agreementCountsCharactersNotBytesOrBlanks() {
        var agreement = LexicalAgreement()
        let code = Array("let é = 1\n".utf8)  // é is two bytes, one character
        let reference = Array("kkkoooooono".utf8)
        agreement.add(code, tokens: [Token(.keywordDeclaration, 0, 3)], reference: reference)
        #expect(agreement.characters == 6)  // l, e, t, é, =, 1
        #expect(agreement.agreeing == 5)
        #expect(agreement.confusions == ["n→o": 1])
    }
}
