import Foundation
import SourceDiagnostics
import Mustache
import Fingerprints

/// One layer of a site's theme: folio's built-in theme, a theme folder (`themes/NAME`), or the site's own
/// `templates/`. Each has templates (with partials and layouts), and may have a `style.css`, a `highlight.css`, a
/// `words.yml`, scripts (`search.js`) and files for `static/`; a layer above another takes its place file by file.
/// A script is written to the site's root as `ScriptCompactor` makes it, where a static file is copied as it is.
struct ThemeLayer {
    /// Template sources by name (`post`, `partials/header`), each with the path diagnostics name it by.
    var templates: [String: (text: String, path: String)] = [:]
    var stylesheet: String?
    var codeColors: String?
    var words: ThemeWords.Table?
    var wordsPath = "templates/words.yml"
    /// Files for the site's root, by their path in it (`favicon.svg`).
    var statics: [OutputFile] = []
    /// The templates' and words' bytes, in a fixed order, for the theme's fingerprint.
    var fingerprint = ContentHash()

    /// A whole theme: one with every page template, which the layers below lend only their words. So a site made by
    /// an earlier `folio init`, which holds a copy of the whole theme, builds as it did.
    var isComplete: Bool { Theme.requiredTemplates.allSatisfy { templates[$0] != nil } }

    /// folio's own theme, from the files the binary holds.
    static let builtIn: ThemeLayer = {
        var layer = ThemeLayer()
        for (path, text) in DefaultTheme.files {
            if path.hasSuffix(".mustache") || path.hasSuffix("words.yml") {
                layer.fingerprint.update(field: path)
                layer.fingerprint.update(field: text)
            }
            if path.hasPrefix("static/") {
                layer.statics.append(OutputFile(path: String(path.dropFirst("static/".count)), text: text))
                continue
            }
            let name = String(path.dropFirst("templates/".count))
            switch name {
            case "style.css": layer.stylesheet = text
            case "highlight.css": layer.codeColors = text
            case "words.yml": layer.words = (try? ThemeWords.table(reading: text, path: path)) ?? [:]
            case _ where name.hasSuffix(".js"): layer.statics.append(script(name, text: text))
            default:
                guard name.hasSuffix(".mustache") else { continue }
                layer.templates[String(name.dropLast(".mustache".count))] = (text, "folio's theme: " + path)
            }
        }
        return layer
    }()

    /// The layer in `folder` (the site's root, or a theme folder below it), whose files diagnostics name from
    /// `displayPath` (`""` for the site, `themes/NAME/`); `statics` reads its `static/` too (a theme folder's; the
    /// site's own is published by `staticFiles(at:)`). Nothing there is no problem: a layer may be empty.
    static func folder(_ folder: URL, displayPath: String, root: URL, statics: Bool) throws(Diagnostics) -> ThemeLayer {
        var layer = ThemeLayer()
        let templates = folder.appending(path: "templates", directoryHint: .isDirectory)
        var problems: [Diagnostic] = []
        if FileManager.default.fileExists(atPath: templates.path) {
            do {
                for source in try TemplateLibrary.sources(in: templates, displayPath: displayPath + "templates") {
                    layer.templates[source.name] = (source.text, source.path)
                    layer.fingerprint.update(field: source.path)
                    layer.fingerprint.update(field: source.text)
                }
            } catch {
                problems += error.all
            }
            // What a layer's files give the site is read only from inside its folder, never through a link out.
            let inside = templates.resolvingSymlinksInPath().path + "/"
            func read(_ name: String) -> String? {
                let url = templates.appending(path: name), path = displayPath + "templates/" + name
                guard FileManager.default.fileExists(atPath: url.path) else { return nil }
                guard url.resolvingSymlinksInPath().path.hasPrefix(inside) else {
                    problems.append(.error("this file is a link that leads out of the template folder", path: path))
                    return nil
                }
                guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                    problems.append(.error("cannot read it: it is not a file of UTF-8 text", path: path))
                    return nil
                }
                return text
            }
            // The stylesheets make style.css alone: they are not part of what the pages are made of.
            layer.stylesheet = read("style.css")
            layer.codeColors = read("highlight.css")
            layer.wordsPath = displayPath + "templates/words.yml"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: templates.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".js") {
                if let text = read(name) { layer.statics.append(script(name, text: text)) }
            }
            if let words = read("words.yml") {
                layer.fingerprint.update(field: "words.yml")
                layer.fingerprint.update(field: words)
                do { layer.words = try ThemeWords.table(reading: words, path: layer.wordsPath) } catch {
                    problems += error.all
                }
            }
        }
        if statics {
            let found = staticFiles(in: folder.appending(path: "static"), displayPath: displayPath + "static",
                                    root: root)
            layer.statics = found.files
            problems += found.diagnostics
        }
        if !problems.isEmpty { throw Diagnostics(problems) }
        return layer
    }

    /// The file a layer's script `name` makes at the site's root: compacted, or as it is when it cannot be.
    private static func script(_ name: String, text: String) -> OutputFile {
        OutputFile(path: name, text: ScriptCompactor.compacted(text) ?? text)
    }
}
