/// Why a formula could not be converted, and where: the formula is refused whole, as KaTeX refuses it.
public struct TeXError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in a sentence without a place: `undefined command \foo`.
    public var message: String
    /// Where in the formula's UTF-8 the problem is, from 0; the formula's length for its end.
    public var offset: Int

    /// An error at `offset` bytes into the formula.
    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { message }
}
