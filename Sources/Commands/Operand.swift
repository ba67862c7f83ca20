/// One operand of a command, in order: `SITE`, `"Title"`, `SRC [DEST]`, `[FILE]...`.
public struct Operand: Sendable {
    /// Its name in the usage, as written there: `SITE`, `"Title"`, `FILE|-`.
    public var name: String
    /// True when the command needs it; an optional operand is shown in brackets.
    public var isRequired: Bool
    /// True for the last operand when it may be given any number of times.
    public var repeats: Bool
    /// What a shell offers for it.
    public var completion: Completion
    /// The usage error when a required operand is missing: `init needs a folder: folio init my-blog`.
    public var missing: String?

    public init(_ name: String, required: Bool = false, repeats: Bool = false, completion: Completion = .none,
                missing: String? = nil) {
        self.name = name
        self.isRequired = required
        self.repeats = repeats
        self.completion = completion
        self.missing = missing
    }

    /// `SITE`, `[SITE]` or `[FILE]...`.
    var usage: String {
        (isRequired ? name : "[" + name + "]") + (repeats ? "..." : "")
    }
}
