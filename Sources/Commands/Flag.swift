/// One option of a command: a switch (`--drafts`) or an option that takes a value (`--output DIR`, also written
/// `--output=DIR`), with an optional one-letter form (`-o`).
public struct Flag: Sendable {
    /// The long form, with its dashes: `--output`.
    public var name: String
    /// The short form, with its dash (`-o`), if any.
    public var short: String?
    /// The name of its value in the usage (`DIR`), or nil for a switch.
    public var value: String?
    /// What a shell offers for the value.
    public var completion: Completion
    /// True when it may be given more than once, each value kept (`--allow-host a --allow-host b`).
    public var repeats: Bool
    /// What it does, as one sentence without a final period; wrapped by the writers.
    public var help: String

    public init(_ name: String, short: String? = nil, value: String? = nil, completion: Completion = .none,
                repeats: Bool = false, help: String) {
        self.name = name
        self.short = short
        self.value = value
        self.completion = completion
        self.repeats = repeats
        self.help = help
    }

    /// `-o, --output DIR`: both forms and the value, as the help's and the man page's lists show it.
    var label: String {
        (short.map { $0 + ", " } ?? "") + name + (value.map { " " + $0 } ?? "")
    }

    /// `[--output DIR]`, or `[--allow-host NAME]...`: the flag in a usage line.
    var usage: String {
        "[" + name + (value.map { " " + $0 } ?? "") + "]" + (repeats ? "..." : "")
    }

    /// Its names: the long one and the short one.
    var names: [String] {
        [name] + (short.map { [$0] } ?? [])
    }
}
