import Foundation
import Testing
@testable import Content
import SourceDiagnostics
import TestSupport

@Suite struct LoadConfigTests {
    @Test func readsFolioYMLFromTheSiteFolder() throws {
        let root = try TemporarySite()
        defer { root.remove() }
        try root.write("folio.yml", "title: T\nbase_url: https://example.com\ntimezone: America/New_York\n")
        let config = try loadConfig(at: root.url)
        #expect(config.value.title == "T")
        #expect(config.value.timeZone.identifier == "America/New_York")
        #expect(config.value.root == root.url)
    }

    @Test func missingFileIsAnErrorThatSuggestsFolioInit() throws {
        let root = try TemporarySite()
        defer { root.remove() }
        #expect {
            try loadConfig(at: root.url)
        } throws: { error in
            (error as? Diagnostics)?.all.map(\.description)
                == ["folio.yml: error: no folio.yml in \(root.url.path); run 'folio init' there to start a site"]
        }
    }

    @Test func invalidUTF8IsAnErrorWithByteOffset() throws {
        let root = try TemporarySite()
        defer { root.remove() }
        try root.write("folio.yml", Data("title: caf".utf8) + Data([0xC3, 0x28]))
        #expect {
            try loadConfig(at: root.url)
        } throws: { error in
            (error as? Diagnostics)?.all.map(\.description)
                == ["folio.yml:1:11: error: invalid UTF-8 at byte 10 (0xc3)"]
        }
    }

    @Test func warningsComeBackWithTheConfig() throws {
        let root = try TemporarySite()
        defer { root.remove() }
        try root.write("folio.yml", "title: T\nbase_url: https://example.com\nouptut: x\n")
        let config = try loadConfig(at: root.url)
        #expect(config.warnings.map(\.description)
                == ["folio.yml:3:1: warning: unknown key 'ouptut' (did you mean 'output'?)"])
    }
}
