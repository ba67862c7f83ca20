/// The tag delimiters in force while a template is read: `{{` and `}}` until a `{{=<% %>=}}` tag changes them.
struct TagDelimiters: Sendable, Equatable {
    var open: [UInt8]
    var close: [UInt8]

    static let standard = TagDelimiters(open: Array("{{".utf8), close: Array("}}".utf8))

    var closeText: String { String(decoding: close, as: UTF8.self) }
}
