@testable import Highlighting
import Testing
import TestSupport

/// Every lexer, on random bytes and on every language's samples cut at every length, returns tokens in order,
/// non-empty, not overlapping and within the text, and comes back (a hang would hit the time limit).
@Suite(.timeLimit(.minutes(2)))
struct LexerPropertyTests {
    /// A seeded generator, so that a failure can be reproduced.
    /// Bytes that open or close something in some language, with letters, digits and white space.
    static let alphabet = Array("\"'`/\\*#$@%&<>{}[]()=:;,.!?-+_|~^\n\n \t\r0123456789abcxyzEOF".utf8)

    static func check(_ lexer: any Lexer, _ bytes: [UInt8]) -> String? {
        let tokens = bytes.withUnsafeBufferPointer { lexer.tokens(in: $0) }
        var end = 0
        for token in tokens {
            if token.start < end || token.end <= token.start || token.end > bytes.count {
                return "\(type(of: lexer)): token \(token) after \(end) in \(bytes.count) bytes: \(bytes)"
            }
            end = token.end
        }
        return nil
    }

    @Test("random bytes", arguments: OtherLanguages.all.map { ObjectIdentifier($0) })
    func randomBytes(_ id: ObjectIdentifier) {
        let lexerType = OtherLanguages.all.first { ObjectIdentifier($0) == id }!
        let lexer = lexerType.init()
        var random = SplitMix(state: 12)
        for round in 0..<400 {
            let length = Int.random(in: 0...300, using: &random)
            let bytes = (0..<length).map { _ in
                round % 4 == 3 ? UInt8.random(in: 0...255, using: &random)
                    : Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &random)]
            }
            let problem = Self.check(lexer, bytes)
            #expect(problem == nil, "\(problem ?? "")")
            if problem != nil { return }
        }
    }

    @Test("every sample, cut at every length", arguments: OtherLanguages.all.map { ObjectIdentifier($0) })
    func samplesCut(_ id: ObjectIdentifier) {
        let lexer = OtherLanguages.all.first { ObjectIdentifier($0) == id }!.init()
        for sample in LexerSamples.all {
            let bytes = Array(sample.utf8)
            for length in 0...bytes.count {
                let problem = Self.check(lexer, Array(bytes[0..<length]))
                #expect(problem == nil, "\(problem ?? "")")
                if problem != nil { return }
            }
        }
    }
}
