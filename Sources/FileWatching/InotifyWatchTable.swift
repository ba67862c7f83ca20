#if canImport(Glibc)
import Glibc
#endif

/// The inotify instance of a `FileWatcher` and what each watch descriptor stands for. Owned by one thread.
struct InotifyWatchTable: Sendable {
    /// A watched folder: a whole tree below a root, or a root's parent where only some names matter.
    struct Watch: Sendable {
        var path: String
        /// The entries that matter; nil means all of them (a folder inside a watched tree).
        var names: Set<String>?
    }

    static let mask = UInt32(bitPattern: IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB
        | IN_MOVED_FROM | IN_MOVED_TO | IN_DONT_FOLLOW | IN_EXCL_UNLINK)

    let fd: Int32
    private(set) var watches: [Int32: Watch] = [:]
    /// The roots as given, to report on overflow and to tell which parent entries start a tree.
    private(set) var roots: Set<String> = []

    init() throws(FileWatcherError) {
        fd = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard fd >= 0 else { throw .inotify(code: errno) }
    }

    /// Watches `path` through its parent (so its creation, deletion and replacement show) and, if it is a
    /// folder, the whole tree below it.
    mutating func watchRoot(_ path: String) {
        roots.insert(path)
        let parent = path == "/" ? "/" : String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        let name = String(path.split(separator: "/").last ?? "")
        addWatch(parent.isEmpty ? "/" : parent, names: [name])
        if isDirectory(path) { _ = watchTree(path) }
    }

    /// Watches `path` and every folder below it; returns the files found (they may predate the watch).
    mutating func watchTree(_ path: String) -> [String] {
        guard addWatch(path, names: nil) else { return [] }
        var files: [String] = []
        for (name, isFolder) in entries(of: path) {
            let child = path + "/" + name
            if isFolder { files += watchTree(child) } else { files.append(child) }
        }
        return files
    }

    /// Stops watching `path` and the folders below it (it was deleted or moved away).
    mutating func unwatchTree(_ path: String) {
        for (descriptor, watch) in watches where watch.names == nil
            && (watch.path == path || watch.path.hasPrefix(path + "/")) {
            inotify_rm_watch(fd, descriptor)
            watches[descriptor] = nil
        }
    }

    /// Forgets a descriptor the kernel dropped (`IN_IGNORED`).
    mutating func forget(_ descriptor: Int32) {
        watches[descriptor] = nil
    }

    func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    func close() {
        _ = Glibc.close(fd)
    }

    @discardableResult
    private mutating func addWatch(_ path: String, names: Set<String>?) -> Bool {
        let descriptor = inotify_add_watch(fd, path, Self.mask)
        guard descriptor >= 0 else { return false }
        if let existing = watches[descriptor], existing.path == path {
            // The same folder seen twice (a root's parent that is also a tree): the wider filter wins.
            let merged = existing.names.flatMap { old in names.map { old.union($0) } }
            watches[descriptor] = Watch(path: path, names: merged)
        } else {
            watches[descriptor] = Watch(path: path, names: names)
        }
        return true
    }

    /// Names in a folder and whether each is a real folder (symlinks are not followed, so no cycles).
    private func entries(of path: String) -> [(String, Bool)] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var result: [(String, Bool)] = []
        while let entry = readdir(folder) {
            // In place: copying `d_name` whole would read 256 bytes, past the record when it is short and last.
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard name != ".", name != ".." else { continue }
            var info = stat()
            let isFolder = lstat(path + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            result.append((name, isFolder))
        }
        return result
    }
}
