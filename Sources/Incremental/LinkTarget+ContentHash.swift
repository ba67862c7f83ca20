import Fingerprints
import Blog

extension LinkTarget {
    /// Feeds the target into a key, each case and field as its own unit.
    func feed(into hash: inout ContentHash) {
        switch self {
        case .external: hash.update(number: 0)
        case .unchecked: hash.update(number: 1)
        case .anchor(let fragment):
            hash.update(number: 2)
            hash.update(field: fragment)
        case .page(let path, let url, let fragment):
            hash.update(number: 3)
            for field in [path, url, fragment ?? "\u{0}"] { hash.update(field: field) }
        case .asset(let file, let url, let output):
            hash.update(number: 4)
            for field in [file, url, output ?? "\u{0}"] { hash.update(field: field) }
        case .excluded(let path, let reason):
            hash.update(number: 5)
            for field in [path, reason] { hash.update(field: field) }
        case .missing(let path):
            hash.update(number: 6)
            hash.update(field: path)
        }
    }
}
