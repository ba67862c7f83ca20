// Attributes, availability, conditional compilation and macros, written for folio's highlighting tests.
#if canImport(os)
import os
#elseif os(Linux) && !DEBUG
import Glibc
#else
#error("unsupported platform")
#endif

@available(macOS 14, iOS 17, *)
@available(*, deprecated, renamed: "Logger.write(_:)", message: "use the new logger")
public func log(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    print("\(file):\(line): \(message())")
}

@frozen public enum Level: Int, Comparable, Sendable {
    case debug = 0, info, warning, error

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
}

@dynamicMemberLookup
struct Box<Wrapped> {
    var wrapped: Wrapped
    subscript<T>(dynamicMember keyPath: KeyPath<Wrapped, T>) -> T { wrapped[keyPath: keyPath] }
}

@attached(member, names: named(init))
public macro MemberwiseInit() = #externalMacro(module: "Macros", type: "MemberwiseInitMacro")

@freestanding(expression)
public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "Macros", type: "StringifyMacro")

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    lazy var label: String = "counter \(ObjectIdentifier(self))"
    weak var delegate: AnyObject?
    unowned(unsafe) var owner: AnyObject

    init(owner: AnyObject) { self.owner = owner }
    deinit { print("done at \(value)") }

    @discardableResult
    func increment(by step: Int = 1) -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += step
        return value
    }
}

struct Flags: OptionSet {
    let rawValue: UInt8
    static let bold = Flags(rawValue: 1 << 0)
    static let italic = Flags(rawValue: 1 << 1)
    static let all: Flags = [.bold, .italic]
}

func measure<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
    let start = ContinuousClock.now
    defer { print(label, start.duration(to: .now)) }
    return try body()
}

if #available(macOS 13, *) {
    let result = measure("sum") { (1...100).reduce(0, +) }
    let (value, text) = #stringify(result + 1)
    print(value, text)
} else if #unavailable(iOS 16) {
    fatalError("too old")
}

let counter = Counter(owner: NSObject())
let callbacks: [() -> Void] = [{ [weak counter] in counter?.increment() }, { print(Level.allCases.count) }]
callbacks.forEach { $0() }
switch Level(rawValue: 2) {
case .warning?: print("warned")
case .some(let other) where other > .info: print(other)
case nil, .some: break
}
