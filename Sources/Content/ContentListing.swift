import Foundation

/// What the fingerprint saw in `content/`: each path's kind, and the names in each folder it walked. The content
/// scanner asks it before the disk, and the disk where it has no answer (a folder behind a symbolic link).
public struct ContentListing: Sendable {
    /// The kind of each path seen (`S_IFREG`, `S_IFDIR`, …), by its path from the site root.
    public private(set) var modes: [String: mode_t] = [:]
    /// The names in each folder walked, by the folder's path from the site root.
    public private(set) var names: [String: [String]] = [:]

    public init() {
        names["content"] = []
    }

    /// Makes room for `paths` entries.
    public mutating func reserveCapacity(_ paths: Int) {
        modes.reserveCapacity(paths)
    }

    /// Records `path`, named `name` in `folder`, of `mode`; a walked folder gets a list of its own.
    public mutating func add(_ path: String, in folder: String, named name: String, mode: mode_t, isWalked: Bool) {
        modes[path] = mode & S_IFMT
        names[folder, default: []].append(name)
        if isWalked, names[path] == nil { names[path] = [] }
    }
}
