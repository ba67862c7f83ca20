// swift-classify: the Swift compiler's own syntax classifier (SwiftParser + SwiftIDEUtils, shipped with the
// toolchain under lib/swift/host) as an oracle for folio's Swift lexer. A test-only tool, built by `make oracle`;
// folio never links it.
//
//     swift-classify FILE...
//
// For each file, prints one line with one letter per UTF-8 byte of the file: the lexical category the compiler
// gives that byte, as `LexicalCategory` in the Highlighting module spells it: k keyword, s string, n number, c comment,
// a attribute, d directive, r regex, o other.
import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

func letter(_ kind: SyntaxClassification) -> UInt8 {
    switch kind {
    case .keyword: UInt8(ascii: "k")
    case .stringLiteral: UInt8(ascii: "s")
    case .integerLiteral, .floatLiteral: UInt8(ascii: "n")
    case .lineComment, .blockComment, .docLineComment, .docBlockComment: UInt8(ascii: "c")
    case .attribute: UInt8(ascii: "a")
    case .ifConfigDirective: UInt8(ascii: "d")
    case .regexLiteral: UInt8(ascii: "r")
    default: UInt8(ascii: "o")
    }
}

var output = FileHandle.standardOutput
var failed = false
for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("swift-classify: cannot read \(path)\n".utf8))
        failed = true
        continue
    }
    let bytes = [UInt8](data)
    var line = [UInt8](repeating: UInt8(ascii: "o"), count: bytes.count + 1)
    line[bytes.count] = UInt8(ascii: "\n")
    let ranges = bytes.withUnsafeBufferPointer { Array(Parser.parse(source: $0).classifications) }
    for range in ranges {
        let start = range.range.lowerBound.utf8Offset, end = min(range.range.upperBound.utf8Offset, bytes.count)
        guard start < end else { continue }
        let mark = letter(range.kind)
        for index in start..<end { line[index] = mark }
    }
    output.write(Data(line))
}
exit(failed ? 1 : 0)
