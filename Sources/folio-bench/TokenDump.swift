import FolioCore
import Foundation

/// `folio-bench tokens LANG FILE…`: each file's tokens, one per line as `class start end` (UTF-8 byte offsets),
/// after a `== FILE` line; read by bench/highlight-agreement.
enum TokenDump {
    static func run(_ arguments: [String]) {
        guard let name = arguments.first, let lexerType = OtherLanguages.lexer(named: name) else {
            FileHandle.standardError.write(Data("usage: folio-bench tokens LANGUAGE FILE...\n".utf8))
            exit(64)
        }
        let lexer = lexerType.init()
        var out = ""
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): error: cannot read\n".utf8))
                exit(66)
            }
            out += "== \(path)\n"
            let tokens = data.withUnsafeBytes { lexer.tokens(in: $0.bindMemory(to: UInt8.self)) }
            for token in tokens {
                out += "\(token.kind.rawValue) \(token.start) \(token.end)\n"
            }
            FileHandle.standardOutput.write(Data(out.utf8))
            out = ""
        }
    }
}
