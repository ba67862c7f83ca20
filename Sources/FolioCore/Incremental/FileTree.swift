import Foundation

/// Every file and folder below a folder, with what `stat` tells of each, from `readdir` and `fstatat` directly:
/// Foundation's enumerator costs several times as much per file, and a build looks at every input file.
enum FileTree {
    struct Entry {
        /// Below the folder walked: `posts/2024-05-01-hello.md`.
        var path: String
        /// The folder it is in, below the folder walked (`posts`, or `""`), and its own name.
        var folder: String
        var name: String
        var info: stat
        /// A folder whose entries follow it (not a symbolic link to one).
        var isWalked = false
        var isFolder: Bool { info.st_mode & S_IFMT == S_IFDIR }
    }

    /// Every entry below `folder`, folders before what they hold, in no particular order; nothing when it cannot
    /// be read. Symbolic links are described as what they point to, and not followed into when they are folders.
    static func entries(below folder: String) -> [Entry] {
        var entries: [Entry] = []
        walk(folder, below: "", into: &entries)
        return entries
    }

    private static func walk(_ folder: String, below relative: String, into entries: inout [Entry]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        while let item = readdir(directory) {
            let name = withUnsafePointer(to: &item.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            guard fstatat(descriptor, name, &info, 0) == 0 else { continue }
            var entry = Entry(path: relative.isEmpty ? name : relative + "/" + name, folder: relative, name: name,
                              info: info)
            entry.isWalked = entry.isFolder && item.pointee.d_type != UInt8(DT_LNK)
            entries.append(entry)
            if entry.isWalked { walk(folder + "/" + name, below: entry.path, into: &entries) }
        }
    }
}
