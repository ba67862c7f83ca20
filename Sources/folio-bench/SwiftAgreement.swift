import Foundation
import Highlighting

/// `folio-bench swift-agreement --oracle PATH [--explain N] FILE|FOLDER…`: the share of non-blank characters of
/// real Swift that folio's Swift lexer puts in the same lexical category as the compiler's own classifier (the
/// `swift-classify` tool that `make oracle` builds). With `--explain N`, prints N disagreements with their places.
enum SwiftAgreement {
    static func run(_ arguments: [String]) async {
        var oracle: String?, explain = 0, paths: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--oracle": oracle = rest.popFirst()
            case "--explain": explain = rest.popFirst().flatMap(Int.init) ?? 20
            default: paths.append(argument)
            }
        }
        guard let oracle, !paths.isEmpty else {
            print("usage: folio-bench swift-agreement --oracle PATH [--explain N] FILE|FOLDER…")
            exit(64)
        }
        let files = paths.flatMap(swiftFiles).sorted()
        var total = LexicalAgreement()
        var bytes = 0, explained = 0
        for batch in stride(from: 0, to: files.count, by: 200).map({ Array(files[$0..<min($0 + 200, files.count)]) }) {
            let lines = classify(batch, oracle: oracle)
            guard lines.count == batch.count else {
                print("swift-agreement: \(oracle) gave \(lines.count) results for \(batch.count) files")
                exit(1)
            }
            for (file, reference) in zip(batch, lines) {
                let code = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
                let tokens = code.withUnsafeBufferPointer { Languages.lexer(named: "swift")!.init().tokens(in: $0) }
                var agreement = LexicalAgreement()
                agreement.add(code, tokens: tokens, reference: reference)
                total.merge(agreement)
                bytes += code.count
                if explained < explain, agreement.agreeing < agreement.characters {
                    explained += Disagreements.print(file: file, code: code, tokens: tokens, reference: reference,
                                                     limit: explain - explained)
                }
            }
        }
        print(String(format: "swift agreement: %.3f%% of %d non-blank characters (%d files, %.2f MB)",
                     total.ratio * 100, total.characters, files.count, Double(bytes) / 1e6))
        let worst = total.confusions.sorted { $0.value > $1.value }.prefix(12)
        print("  compiler→folio: " + worst.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }

    static func swiftFiles(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let items = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return items.filter { $0.hasSuffix(".swift") }.map { path + "/" + $0 }
    }

    /// The oracle's category letters for each file, one line each.
    static func classify(_ files: [String], oracle: String) -> [[UInt8]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: oracle)
        process.arguments = files
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch {
            print("swift-agreement: cannot run \(oracle): \(error)")
            exit(1)
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast().map(Array.init)
    }
}
