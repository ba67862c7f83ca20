/// The words that mean something to Swift's lexer or parser: its reserved keywords (the ones the compiler's lexer
/// itself makes keywords) and the contextual keywords that are keywords only in some places. Every other word is
/// `.identifier`.
enum SwiftWord: UInt8, CaseIterable {
    case identifier, wildcard
    // Reserved: keywords wherever they are, except after `.` and as argument labels.
    case `Any`, `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`, `deinit`
    case `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`, `func`, `guard`, `if`
    case `import`, `in`, `init`, `inout`, `internal`, `is`, `let`, `nil`, `operator`, `precedencegroup`, `private`
    case `protocol`, `public`, `repeat`, `rethrows`, `return`, `self`, `Self`, `static`, `struct`, `subscript`
    case `super`, `switch`, `throw`, `throws`, `true`, `try`, `typealias`, `var`, `where`, `while`
    // Contextual: declaration modifiers.
    case mutating, nonmutating, override, convenience, required, lazy, final, dynamic, optional, indirect, prefix
    case postfix, infix, open, package, nonisolated, distributed, weak, unowned, __consuming
    // Contextual: type specifiers (some are modifiers too).
    case consuming, borrowing, isolated, sending, __owned, __shared
    // Contextual: the rest.
    case async, await, some, any, actor, macro, get, set, willSet, didSet, _read, _modify, yield, consume, copy
    case discard, unsafe, each, borrow, of, reasync, nonsending, _const, `Type`, `Protocol`
    // Contextual inside a `precedencegroup`'s braces.
    case associativity, left, right, none, higherThan, lowerThan, assignment

    /// The compiler's lexer makes these keywords by itself; the parser decides on the others.
    var isReserved: Bool { rawValue >= SwiftWord.Any.rawValue && rawValue <= SwiftWord.while.rawValue }

    var isModifier: Bool {
        rawValue >= SwiftWord.mutating.rawValue && rawValue <= SwiftWord.borrowing.rawValue || self == .isolated
    }

    var isTypeSpecifier: Bool {
        rawValue >= SwiftWord.consuming.rawValue && rawValue <= SwiftWord.__shared.rawValue || self == ._const
    }

    var isPrecedenceWord: Bool { rawValue >= SwiftWord.associativity.rawValue }

    /// A keyword that is itself an expression: a regex literal cannot follow it (`self / 2`).
    var isValue: Bool {
        switch self {
        case .true, .false, .nil, .self, .Self, .Any, .super: true
        default: false
        }
    }

    /// Words that may follow a declaration modifier: what makes `final` in `final class` a keyword.
    var startsDeclaration: Bool {
        switch self {
        case .func, .var, .let, .`init`, .deinit, .subscript, .class, .struct, .enum, .protocol, .actor, .extension,
             .typealias, .associatedtype, .case, .import, .operator, .precedencegroup, .macro, .static, .public,
             .private, .fileprivate, .internal:
            true
        default: isModifier
        }
    }

    /// The name after these words is a type's (`struct Point`).
    var introducesType: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .extension, .actor, .typealias, .associatedtype: true
        default: false
        }
    }

    /// The class of the word when it is a keyword.
    var keywordClass: TokenClass {
        switch self {
        case .true, .false, .nil: .keywordConstant
        case .import: .keywordNamespace
        case .associatedtype, .class, .deinit, .enum, .extension, .func, .`init`, .let, .operator, .precedencegroup,
             .protocol, .struct, .subscript, .typealias, .var, .actor, .macro:
            .keywordDeclaration
        default: .keyword
        }
    }
}
