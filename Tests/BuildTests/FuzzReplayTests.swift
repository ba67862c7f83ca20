import Foundation
import Testing
import TestSupport

/// Every seed and every past finding of `make fuzz` (`Tests/Fuzz/`), through its fuzz target in an ordinary
/// build (`folio-fuzz` replays files when it is not built for libFuzzer): none may crash or fail a check.
@Suite struct FuzzReplayTests {
    static let targets = ((try? FileManager.default.contentsOfDirectory(
        atPath: ExternalProgram.repositoryRoot.appendingPathComponent("Tests/Fuzz/corpus").path)) ?? []).sorted()

    static var fuzz: String {
        ExternalProgram.folio.deletingLastPathComponent().appendingPathComponent("folio-fuzz").path
    }

    @Test func everyTargetHasSeedsAndEverySeedFolderATarget() async throws {
        let listed = try await ExternalProgram.run(Self.fuzz, ["--list"]).stdout.split(separator: "\n").map(String.init)
        #expect(listed.sorted() == Self.targets)
        #expect(listed.count >= 5)
    }

    @Test(arguments: targets)
    func seedsAndFindingsRunCleanly(target: String) async throws {
        let root = ExternalProgram.repositoryRoot.appendingPathComponent("Tests/Fuzz")
        var folders = [root.appendingPathComponent("corpus/\(target)").path]
        let regressions = root.appendingPathComponent("regressions/\(target)").path
        if FileManager.default.fileExists(atPath: regressions) { folders.append(regressions) }
        let out = try await ExternalProgram.run(Self.fuzz, [target] + folders)
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.hasPrefix("\(target): "))
    }
}
