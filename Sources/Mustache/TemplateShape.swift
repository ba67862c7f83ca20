import Synchronization
import ConcurrencyHelpers

/// The field names of a typed context, in order: what every ``TemplateRecord`` of one kind shares. A shape is made
/// once per kind of context (a post's summary, a list page), and finds a field by the number its name was given
/// when a template was compiled, with no hashing or string comparison.
public final class TemplateShape: Sendable, CustomStringConvertible {
    /// The fields, in the order a record holds their values.
    public let names: [String]
    /// By a name's number (`TemplateSymbols`): the field's position, or -1.
    private let positions: [Int32]
    /// A hash of the names, the same in every process: keys derived from records start with it.
    public let digest: UInt64

    /// A shape with fields `names`, which must differ from each other.
    public init(_ names: [String]) {
        precondition(Set(names).count == names.count, "a template shape names a field twice: \(names)")
        self.names = names
        let numbers = names.map(TemplateSymbols.number(for:))
        var positions = [Int32](repeating: -1, count: Int(numbers.max() ?? -1) + 1)
        for (position, number) in numbers.enumerated() { positions[Int(number)] = Int32(position) }
        self.positions = positions
        // FNV-1a over each name and a separator.
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        for name in names {
            for byte in name.utf8 { digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            digest = (digest ^ 0xFF) &* 0x0000_0100_0000_01B3
        }
        self.digest = digest
    }

    private static let known = Mutex<[[String]: TemplateShape]>([:])

    /// The one shape of the process with fields `names`: what records read back from bytes are given, so that
    /// records of one kind share their shape.
    public static func shared(_ names: [String]) -> TemplateShape {
        if let shape = known.withLockTracked({ $0[names] }) { return shape }
        let shape = TemplateShape(names)
        return known.withLockTracked { known in
            if let first = known[names] { return first }
            known[names] = shape
            return shape
        }
    }

    /// The position of the field whose name has the number `symbol`, or nil.
    @inline(__always)
    func position(ofSymbol symbol: Int32) -> Int? {
        guard Int(symbol) < positions.count else { return nil }
        let position = positions[Int(symbol)]
        return position < 0 ? nil : Int(position)
    }

    /// The position of the field called `name`, or nil.
    public func position(of name: String) -> Int? {
        names.firstIndex(of: name)
    }

    public var description: String { "(" + names.joined(separator: ", ") + ")" }
}
