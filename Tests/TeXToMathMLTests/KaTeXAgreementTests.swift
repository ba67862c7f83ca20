import Foundation
import Testing
import TestSupport

/// KaTeX as the oracle: on the formulas written for these tests (`Fixtures/formulas.tex`), folio's MathML must be
/// structurally KaTeX's for at least 95% of those both accept, and folio must refuse what KaTeX refuses for at least
/// 99% of all. `bench/math-agreement` does the comparing (`make math-agreement` runs it on real corpora too); KaTeX
/// is Debian's, which `make test` installs. Without it (or node, or folio-bench) the test is skipped, with a warning.
@Suite struct KaTeXAgreementTests {
    static let katex = "/usr/share/nodejs/katex/package.json"
    static var folioBench: URL { ExternalProgram.folio.deletingLastPathComponent().appendingPathComponent("folio-bench") }

    static let available: Bool = {
        let ready = FileManager.default.fileExists(atPath: katex)
            && FileManager.default.isExecutableFile(atPath: folioBench.path)
        if !ready {
            print("⚠️  WARNING: no KaTeX in /usr/share/nodejs/katex (or no folio-bench): the KaTeX agreement test is "
                  + "SKIPPED. Run `make test`, which installs Debian's katex.")
        }
        return ready
    }()

    @Test(.enabled(if: available)) func folioWritesKaTeXsMathMLAndRefusesWhatItRefuses() async throws {
        let root = ExternalProgram.repositoryRoot
        let corpus = root.appending(path: "Tests/TeXToMathMLTests/Fixtures/formulas.tex").path
        let out = try await ExternalProgram.run("/usr/bin/env", [
            "python3", root.appending(path: "bench/math-agreement").path, "--folio-bench", Self.folioBench.path,
            "--show", "10", corpus,
        ])
        #expect(out.status == 0, "\(out.stderr)")
        // "…: N formulas; both accept A, of which I structurally identical (…); … decide alike on D (…)"
        let line = try #require(out.stdout.split(separator: "\n").first { $0.hasPrefix(corpus + ":") })
        let numbers = line.dropFirst(corpus.count).split { !$0.isNumber }.compactMap { Int($0) }
        let (formulas, accepted, identical) = (numbers[0], numbers[1], numbers[2])
        let alike = try #require(line.range(of: "decide alike on ").map { Int(line[$0.upperBound...].prefix(while: \.isNumber)) ?? 0 })
        #expect(formulas > 400)
        #expect(Double(identical) >= 0.95 * Double(accepted), "\(out.stdout)")
        #expect(Double(alike) >= 0.99 * Double(formulas), "\(out.stdout)")
    }
}
