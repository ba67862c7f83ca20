import SourceDiagnostics

/// Templates compiled into one flat list of operations, rendered without reading a name as text: each tag's name
/// is a list of numbers (see `TemplateSymbols`), each partial and parent the place of its template, and text a range
/// of one byte buffer. A library compiles its templates once, into one program; a lambda's result is compiled into
/// a program of its own when it is rendered. Immutable: any number of threads render from one program at once.
final class TemplateProgram: Sendable {
    let operations: [TemplateOperation]
    /// The templates' text and the indentation of partials, parents and blocks.
    let bytes: [UInt8]
    /// Each name's parts: their numbers, and their text for maps, from `nameParts`.
    let names: [Range<Int32>]
    let symbols: [Int32]
    let strings: [String]
    let places: [SourceLocation]
    let sections: [SectionInfo]
    let includes: [IncludeInfo]
    let arguments: [ArgumentInfo]
    let blocks: [BlockInfo]
    /// The library's templates: for a lambda's program, none (its includes name the library's).
    let entries: [Entry]
    let entryByName: [String: Int]

    init(_ builder: TemplateProgramBuilder) {
        operations = builder.operations
        bytes = builder.bytes
        names = builder.names
        symbols = builder.symbols
        strings = builder.strings
        places = builder.places
        sections = builder.sections
        includes = builder.includes
        arguments = builder.arguments
        blocks = builder.blocks
        entries = builder.entries
        entryByName = builder.entryByName
    }

    /// A template of the library: where its operations are, and its file for diagnostics.
    struct Entry: Sendable {
        var body: Range<Int32>
        var path: String
    }

    /// A section's unrendered source and delimiters, which a lambda receives.
    struct SectionInfo: Sendable {
        var sourceText: String
        var delimiters: TagDelimiters
        var place: Int32
    }

    /// A partial or a parent: its template (an entry of the library), or the name that gives it at render time.
    struct IncludeInfo: Sendable {
        /// The entry, or -1 when the name is dynamic or names no template.
        var entry: Int32
        /// For `{{> *name}}`: the name whose value names the template; else -1.
        var dynamicName: Int32
        /// As written, for diagnostics (`header`, `*kind`).
        var reference: String
        var indentation: Range<Int32>
        /// A parent's block arguments, in `arguments`.
        var arguments: Range<Int32>
    }

    /// What a parent tag gives one of its template's blocks.
    struct ArgumentInfo: Sendable {
        var symbol: Int32
        var body: Range<Int32>
        /// The file the argument is written in.
        var path: String
    }

    /// A block of a template: its name and where it sits.
    struct BlockInfo: Sendable {
        var symbol: Int32
        var name: String
        var indentation: Range<Int32>
        var isStandalone: Bool
    }
}
