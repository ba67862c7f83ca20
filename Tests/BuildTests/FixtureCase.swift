import Foundation
import Testing
@testable import Build
import TestSupport
import Blog

/// One folder of `Fixtures/Sites/` or `Fixtures/InvalidSites/`: a whole site in `input/`, and what building it must
/// give. The cases are the folders found when the tests start, so adding a case needs no code.
struct FixtureCase: Sendable, CustomTestStringConvertible {
    enum Layer: String, Sendable {
        case sites = "Sites"
        case invalidSites = "InvalidSites"
        /// Sites whose `expected/` an earlier folio made, which folio must still make byte for byte: `make
        /// fixtures` never writes them.
        case frozen = "Frozen"
    }

    var layer: Layer
    var name: String
    var testDescription: String { name }

    var folder: URL { Self.root.appending(path: layer.rawValue).appending(path: name, directoryHint: .isDirectory) }
    var input: URL { folder.appending(path: "input", directoryHint: .isDirectory) }
    /// The built site, byte for byte, without the `.folio-output` marker (`Sites/`, `Frozen/`).
    var expected: URL { folder.appending(path: "expected", directoryHint: .isDirectory) }
    /// The problems of the build, sorted, one a line, as `folio build` prints them (`InvalidSites/`).
    var expectedDiagnostics: URL { folder.appending(path: "expected-diagnostics.txt") }

    /// `Tests/BuildTests/Fixtures` in the source tree, which `FOLIO_UPDATE_FIXTURES` writes and which is
    /// therefore always current; the copy in the test bundle's resources only where the source tree is gone.
    static let root: URL = {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "Fixtures", directoryHint: .isDirectory)
        if FileManager.default.fileExists(atPath: source.path) { return source }
        return Bundle.module.resourceURL?.appending(path: "Fixtures", directoryHint: .isDirectory) ?? source
    }()

    /// `FOLIO_UPDATE_FIXTURES=1`: the tests write what folio makes now as the expected results (`make fixtures`),
    /// for a reviewer to read as a diff, instead of comparing with them.
    static let isUpdating = ProcessInfo.processInfo.environment["FOLIO_UPDATE_FIXTURES"] == "1"

    /// Every case of `layer` that has an `input/` folder, by name.
    static func all(_ layer: Layer) -> [FixtureCase] {
        let folder = root.appending(path: layer.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { FixtureCase(layer: layer, name: $0) }.filter {
            FileManager.default.fileExists(atPath: $0.input.path)
        }
    }

    /// A copy of `input/` in a temporary folder, to build and edit; the fixture itself is never written. A site
    /// without `templates/` is built with folio's built-in theme, as one that `folio init` makes.
    func copyOfInput() throws -> TemporarySite {
        let site = try TemporarySite()
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: input.path) {
            try manager.copyItem(at: input.appending(path: name), to: site.url.appending(path: name))
        }
        return site
    }
}
