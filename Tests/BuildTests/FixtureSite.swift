import Foundation
import TestSupport
import SiteTestSupport

/// The fixture sites in `Fixtures/Sites/<name>/input/`, written by hand for these tests.
enum FixtureSite {
    /// The folder of the fixtures, in the test bundle.
    static var sites: URL {
        Bundle.module.resourceURL!.appending(path: "Fixtures/Sites", directoryHint: .isDirectory)
    }

    /// `Fixtures/Sites/<name>/<part>/`.
    static func folder(_ name: String, _ part: String = "input") -> URL {
        sites.appending(path: "\(name)/\(part)", directoryHint: .isDirectory)
    }

    /// A copy of the fixture's input in a temporary folder, with `SiteFixture`'s theme unless it has its own.
    static func copy(_ name: String, addingTheme: Bool = true) throws -> TemporarySite {
        let site = try TemporarySite()
        try FileManager.default.removeItem(at: site.url)
        try FileManager.default.copyItem(at: folder(name), to: site.url)
        if addingTheme, !FileManager.default.fileExists(atPath: site.url.appending(path: "templates").path) {
            for (path, text) in SiteFixture.theme { try site.write(path, text) }
        }
        return site
    }
}
