import Foundation

extension String {
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, without its cost when there is nothing to trim, which is
    /// the common case for the excerpt and the summary of every post.
    var trimmedOfWhitespace: String {
        guard let first = utf8.first, let last = utf8.last, Self.isVisibleASCII(first), Self.isVisibleASCII(last)
        else { return trimmingCharacters(in: .whitespacesAndNewlines) }
        return self
    }

    /// A printable ASCII byte other than the space: never whitespace, and never part of a longer character.
    private static func isVisibleASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}
