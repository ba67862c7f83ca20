/// The template a partial or parent tag names: fixed (`{{> header}}`) or taken from the context (`{{> *kind}}`).
enum TemplateReference: Sendable, CustomStringConvertible {
    case named(String)
    case dynamic(ContextPath)

    var description: String {
        switch self {
        case .named(let name): name
        case .dynamic(let path): "*\(path)"
        }
    }
}
