/// One step of a program: what to do, and three numbers whose meaning depends on it.
struct TemplateOperation: Sendable {
    enum Code: UInt8, Sendable {
        /// Writes `bytes[a..<b]`.
        case text
        /// Writes the indentation in force.
        case lineStart
        /// `{{name}}` and `{{{name}}}`: name `a`, place `c`.
        case escapedVariable, rawVariable
        /// `{{#name}}`, `{{^name}}`: name `a`, body up to operation `b`, section `c`.
        case section, invertedSection
        /// `{{> name}}` and `{{< name}}`: include `a`, place `c`; a parent's arguments' bodies up to `b`.
        case partial, parent
        /// `{{$name}}`: block `a`, default body up to `b`.
        case block
    }

    var code: Code
    var a: Int32
    var b: Int32
    var c: Int32
}
