import SourceDiagnostics

/// One element of a parsed template. A ``Template`` is a list of these, rendered without reading source again.
indirect enum TemplateNode: Sendable {
    case text(String)
    /// Where an output line begins: an indented partial or block writes its indentation here.
    case lineStart
    case variable(VariableTag)
    case section(SectionNode)
    case partial(PartialNode)
    case parent(ParentNode)
    case block(BlockNode)
}

/// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (raw).
struct VariableTag: Sendable {
    var path: ContextPath
    var escapesHTML: Bool
    var location: SourceLocation
}

/// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
struct SectionNode: Sendable {
    var path: ContextPath
    var isInverted: Bool
    var children: [TemplateNode]
    /// The unrendered source between the tags, which a lambda receives.
    var sourceText: String
    var delimiters: TagDelimiters
    var location: SourceLocation
}

/// `{{> name}}`: another template, rendered in place.
struct PartialNode: Sendable {
    var reference: TemplateReference
    var indentation: String
    var location: SourceLocation
}

/// `{{< name}}{{$block}}…{{/block}}{{/name}}`: another template, rendered with some of its blocks replaced.
struct ParentNode: Sendable {
    var reference: TemplateReference
    var indentation: String
    /// The blocks given inside the tag, by name; everything else inside it is ignored.
    var arguments: [String: BlockNode]
    var location: SourceLocation
}

/// `{{$name}}default{{/name}}`: a place a child template can fill, or (inside a parent tag) what fills it.
struct BlockNode: Sendable {
    var name: String
    var indentation: String
    var isStandalone: Bool
    var children: [TemplateNode]
    /// The file the block is written in, for errors found while rendering it.
    var path: String
}
