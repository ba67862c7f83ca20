/// A MathML element, a run of text inside one, or a fragment: nodes that go into their parent side by side
/// (`\sin` is an `mi` and an `mo`).
struct MathMLNode {
    enum Kind { case element, text, fragment }

    var kind: Kind
    /// The element's name (`mi`), or the text.
    var name: String
    var attributes: [(name: String, value: String)] = []
    var children: [MathMLNode] = []
    /// A space written as text (`\,` is an `mtext` of U+2009), which is never joined with the text beside it.
    var isSpace = false

    init(_ name: String, _ attributes: [(name: String, value: String)] = [], _ children: [MathMLNode] = []) {
        kind = .element
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// An element holding `text`: `MathMLNode("mi", text: "x")`.
    init(_ name: String, text: String, _ attributes: [(name: String, value: String)] = []) {
        self.init(name, attributes, [.text(text)])
    }

    static func text(_ text: String) -> MathMLNode {
        var node = MathMLNode("")
        node.kind = .text
        node.name = text
        return node
    }

    static func fragment(_ children: [MathMLNode]) -> MathMLNode {
        var node = MathMLNode("", [], children)
        node.kind = .fragment
        return node
    }

    /// `nodes` as one node: the node itself when there is one, else an `mrow` around them.
    static func row(_ nodes: [MathMLNode]) -> MathMLNode {
        nodes.count == 1 ? nodes[0] : MathMLNode("mrow", [], nodes)
    }

    func isElement(_ name: String) -> Bool { kind == .element && self.name == name }

    /// The value of attribute `name`, or nil.
    subscript(attribute: String) -> String? {
        get { attributes.first { $0.name == attribute }?.value }
        set {
            if let index = attributes.firstIndex(where: { $0.name == attribute }) {
                if let newValue { attributes[index].value = newValue } else { attributes.remove(at: index) }
            } else if let newValue {
                attributes.append((attribute, newValue))
            }
        }
    }

    /// The text of an element that holds only text (`mi`, `mn`, `mo`), or nil.
    var onlyText: String? {
        guard kind == .element, children.count == 1, children[0].kind == .text else { return nil }
        return children[0].name
    }

    /// The node as markup, appended to `out`.
    func write(to out: inout [UInt8]) {
        switch kind {
        case .text: Self.escape(name, into: &out, quotes: false)
        case .fragment: for child in children { child.write(to: &out) }
        case .element:
            out.append(UInt8(ascii: "<"))
            out += name.utf8
            for (attribute, value) in attributes {
                out.append(UInt8(ascii: " "))
                out += attribute.utf8
                out += #"=""#.utf8
                Self.escape(value, into: &out, quotes: true)
                out.append(UInt8(ascii: "\""))
            }
            out.append(UInt8(ascii: ">"))
            for child in children { child.write(to: &out) }
            out += "</".utf8
            out += name.utf8
            out.append(UInt8(ascii: ">"))
        }
    }

    static func escape(_ text: String, into out: inout [UInt8], quotes: Bool) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\"") where quotes: out += "&quot;".utf8
            default: out.append(byte)
            }
        }
    }
}
