/// Contextual keywords: `async`, `some`, `get`, `final` and the like are keywords only where the parser reads them
/// as keywords, which the tokens around them tell: `final class` but `let final = 1`, `var x: some View` but
/// `Optional.some(1)`, `{ get set }` but `private(set)`.
extension SwiftScanner {
    /// What follows a word on its line: the first byte after spaces, and the word there, if any.
    struct Following {
        var byte: UInt8
        var index: Int
        var word: SwiftWord?
    }

    func following(_ end: Int) -> Following {
        let index = skipBlanks(from: end)
        return Following(byte: byte(index), index: index, word: word(at: index))
    }

    func isContextualKeyword(_ word: SwiftWord, endingAt end: Int) -> Bool {
        let next = following(end)
        if next.byte == UInt8(ascii: ":") || next.byte == UInt8(ascii: ".") { return false }
        if lastWord == .let || lastWord == .var || lastWord == .func || lastWord == .case { return false }
        if isArgumentLabel(endingAt: end) { return false }
        if word.isModifier, isModifierKeyword(word, next) { return true }
        if word.isTypeSpecifier || word == .nonisolated, isTypeSpecifierKeyword(next) { return true }
        switch word {
        case .async: return isAsyncKeyword(next)
        case .await:
            if last == .openSquare { return false }  // a capture list: `[await x]`
            if let following = next.word, following.isReserved, !following.isValue, following != .try { return false }
            return !(next.byte == UInt8(ascii: "=") && byte(next.index &+ 1) != UInt8(ascii: "="))
                && ![UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
                     UInt8(ascii: ";")].contains(next.byte)
        case .some:
            return (isTypePosition || last == .openSquare || [.inout, .as, .is].contains(lastWord)
                    || lastWord.isTypeSpecifier)
                && (next.word != nil || next.byte == UInt8(ascii: "("))
        case .any:
            return next.word.map { !$0.isReserved || $0 == .Any || $0 == .Self } ?? false
                || next.byte == UInt8(ascii: "~") || (isTypePosition && next.byte == UInt8(ascii: "("))
        case .actor, .macro, .each: return next.word == .identifier
        case .get, .set: return isAccessorKeyword(word, next)
        case .willSet, .didSet: return next.byte == UInt8(ascii: "{") || next.byte == UInt8(ascii: "(")
        case ._read, ._modify: return next.byte == UInt8(ascii: "{") || next.byte == UInt8(ascii: "}")
        case .yield: return next.byte == UInt8(ascii: "&") || next.word.map { !$0.isReserved } ?? false
        case .unsafe where next.byte == UInt8(ascii: "{") || next.byte == UInt8(ascii: "("): return true
        case .borrow where next.byte == UInt8(ascii: "{") || next.byte == UInt8(ascii: ";"):
            return last == .openBrace || last == .semicolon || last == .closeBrace
        case .consume, .copy, .discard, .unsafe, .borrow:
            // `consume x`, `copy self`; after a colon only a value (`f(x: borrow y)`), not a type (`: consume T`).
            guard let following = next.word else { return false }
            if last == .colon, Self.isUppercase(byte(next.index)) { return false }
            return !following.isReserved || [.self, .Self, .super, .try].contains(following)
        case .of:
            // `[5 of Int]`, an inline array's type.
            return (last == .literal || lastWord == .wildcard)
                && (next.word != nil || next.byte == UInt8(ascii: "["))
        case .reasync: return last == .closeParen
        case .nonsending:
            // `nonisolated(nonsending) () async -> T`, in a function type.
            return last == .openParen && next.byte == UInt8(ascii: ")")
                && byte(skipBlanks(from: next.index &+ 1)) == UInt8(ascii: "(")
        case .Type, .Protocol: return false
        default: return false
        }
    }

    /// After `:` or `->` (and in lists, and in `<…>`), where a type is expected.
    private var isTypePosition: Bool {
        switch last {
        case .colon, .arrow, .openParen, .comma, .openAngle: true
        default: false
        }
    }

    /// `final class`, `nonisolated(unsafe) var`, `[weak self]`.
    private func isModifierKeyword(_ word: SwiftWord, _ next: Following) -> Bool {
        if let following = next.word {
            if following.startsDeclaration { return true }
            if following == .get || following == .set,
               [.mutating, .nonmutating, .consuming, .borrowing, .__consuming].contains(word) { return true }
            if word == .weak || word == .unowned, last == .openSquare || last == .comma { return true }
            return false
        }
        if next.byte == UInt8(ascii: "@") { return true }
        guard next.byte == UInt8(ascii: "("), [.nonisolated, .unowned, .package, .open].contains(word) else {
            return false
        }
        let inner = skipBlanks(from: next.index &+ 1)
        guard let argument = self.word(at: inner), argument == .set || argument == .unsafe
                || argument == .nonsending || text(inner, identifierEnd(from: inner)) == "safe" else { return false }
        return byte(skipBlanks(from: identifierEnd(from: inner))) == UInt8(ascii: ")")
    }

    /// `_ x: consuming Foo`, `-> sending Bar`, `(isolated Actor)`.
    private func isTypeSpecifierKeyword(_ next: Following) -> Bool {
        guard isTypePosition || lastWord.isTypeSpecifier else { return false }
        return next.word != nil || next.byte == UInt8(ascii: "@") || next.byte == UInt8(ascii: "(")
            || next.byte == UInt8(ascii: "[")
    }

    /// `func f() async throws`, `async let x`, `{ () async in }`, `get async`; not `queue.async { }`.
    private func isAsyncKeyword(_ next: Following) -> Bool {
        if let following = next.word, [.throws, .rethrows, .let, .var, .in].contains(following) { return true }
        if next.byte == UInt8(ascii: "-"), byte(next.index &+ 1) == UInt8(ascii: ">") { return true }
        guard last == .closeParen || lastWord == .get || lastWord == .set || lastWord == .deinit else { return false }
        return next.byte != UInt8(ascii: "(") && next.byte != UInt8(ascii: "=")
    }

    /// `{ get set }`, `get { … }`, `set(newValue) { … }`, `mutating get`; not `private(set)` or `cache.get(x)`.
    private func isAccessorKeyword(_ word: SwiftWord, _ next: Following) -> Bool {
        let startsAccessor = last == .openBrace || last == .closeBrace || last == .semicolon || last == .atSign
            || [.get, .set, .mutating, .nonmutating, .consuming, .borrowing, .__consuming].contains(lastWord)
        guard startsAccessor else { return false }
        switch next.byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), 0x0A, 0x0D, 0: return true
        case UInt8(ascii: "("): return word == .set
        default: return next.word.map { [.get, .set, .async, .throws, .mutating, .nonmutating].contains($0) } ?? false
        }
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
    }
}
