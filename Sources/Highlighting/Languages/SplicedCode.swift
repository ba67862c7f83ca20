/// Pieces of a code block gathered into one text, so that a lexer can read lines that belong together (a
/// session's commands, a Makefile without its directive lines) as one, and its tokens be put back in place.
struct SplicedCode {
    private(set) var bytes: [UInt8] = []
    /// For each piece: where it starts in `bytes`, and where it came from in the code.
    private var pieces: [(start: Int, origin: Int)] = []

    var isEmpty: Bool { pieces.isEmpty }

    mutating func append(_ code: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        guard end > start else { return }
        pieces.append((bytes.count, start))
        bytes.append(contentsOf: code[start..<end])
    }

    /// Lexes the gathered text with `lex` and adds its tokens to `sink` at their places in the code, in order
    /// with `others` (tokens of the code between the pieces); then empties.
    mutating func flush(into sink: inout TokenSink, with others: [Token] = [],
                        _ lex: (UnsafeBufferPointer<UInt8>) -> [Token]) {
        var other = 0
        defer {
            while other < others.count {
                sink.add(others[other].kind, others[other].start, others[other].end)
                other += 1
            }
        }
        guard !pieces.isEmpty else { return }
        let tokens = bytes.withUnsafeBufferPointer(lex)
        var piece = 0
        for token in tokens {
            var start = token.start
            while start < token.end {
                while piece + 1 < pieces.count && pieces[piece + 1].start <= start { piece += 1 }
                let pieceEnd = piece + 1 < pieces.count ? pieces[piece + 1].start : bytes.count
                let end = min(token.end, pieceEnd)
                let shift = pieces[piece].origin - pieces[piece].start
                while other < others.count && others[other].start < start + shift {
                    sink.add(others[other].kind, others[other].start, others[other].end)
                    other += 1
                }
                sink.add(token.kind, start + shift, end + shift)
                start = end
            }
        }
        bytes.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
    }
}
