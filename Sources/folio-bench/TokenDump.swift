import Foundation
import Highlighting

/// `folio-bench tokens LANG FILE…`: each file's tokens, one per line as `class start end` (UTF-8 byte offsets),
/// after a `== FILE` line; read by bench/highlight-agreement. `folio-bench tokens --speed LANG FILE…` lexes the
/// files instead, in rounds, and prints the median rate in MB/s on one thread.
enum TokenDump {
    static func run(_ arguments: [String]) {
        let speed = arguments.first == "--speed"
        let rest = speed ? Array(arguments.dropFirst()) : arguments
        guard let name = rest.first, let lexerType = Languages.lexer(named: name) else {
            FileHandle.standardError.write(Data("usage: folio-bench tokens [--speed] LANGUAGE FILE...\n".utf8))
            exit(64)
        }
        var files: [Data] = []
        for path in rest.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): error: cannot read\n".utf8))
                exit(66)
            }
            files.append(data)
        }
        let lexer = lexerType.init()
        if speed {
            measure(lexer, name, files)
            return
        }
        for (path, data) in zip(rest.dropFirst(), files) {
            var out = "== \(path)\n"
            let tokens = data.withUnsafeBytes { lexer.tokens(in: $0.bindMemory(to: UInt8.self)) }
            for token in tokens {
                out += "\(token.kind.rawValue) \(token.start) \(token.end)\n"
            }
            FileHandle.standardOutput.write(Data(out.utf8))
        }
    }

    private static func measure(_ lexer: any Lexer, _ name: String, _ files: [Data]) {
        let bytes = files.reduce(0) { $0 + $1.count }
        var rates: [Double] = []
        var count = 0
        for _ in 0..<7 {
            let start = ContinuousClock.now
            for data in files {
                count &+= data.withUnsafeBytes { lexer.tokens(in: $0.bindMemory(to: UInt8.self)).count }
            }
            let elapsed = start.duration(to: .now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            rates.append(Double(bytes) / 1_000_000 / seconds)
        }
        print(String(format: "%@: %.2f MB in %d files, median %.1f MB/s over %d rounds (%d tokens)", name,
                     Double(bytes) / 1_000_000, files.count, rates.sorted()[rates.count / 2], rates.count,
                     count / rates.count))
    }
}
