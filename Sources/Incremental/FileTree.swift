import Foundation

/// Every file and folder below a folder, with what `stat` tells of each, from `readdir` and `fstatat` directly:
/// Foundation's enumerator costs several times as much per file, and a build looks at every input file.
public enum FileTree {
    /// One file or folder, with what `stat` says of it.
    public struct Entry {
        /// Below the folder walked, after the prefix asked for: `posts/2024-05-01-hello.md`.
        public var path: String
        /// The folder it is in, the same way (`posts`, or the prefix, `""` without one), and its own name.
        var folder: String
        var name: String
        /// What `stat` says of it (of what it points to, for a symbolic link).
        public var info: stat
        /// A folder whose entries follow it (not a symbolic link to one).
        var isWalked = false
        /// True for a folder, or a symbolic link to one.
        public var isFolder: Bool { info.st_mode & S_IFMT == S_IFDIR }
    }

    /// Every entry below `folder`, folders before what they hold, in no particular order; nothing when it cannot
    /// be read. Symbolic links are described as what they point to, and not followed into when they are folders.
    /// Paths start with `prefix` (`content` gives `content/posts/2024-05-01-hello.md`), when there is one.
    public static func entries(below folder: String, prefix: String = "") -> [Entry] {
        var entries: [Entry] = []
        walk(folder, below: prefix, into: &entries)
        return entries
    }

    /// Where a `dirent` keeps its name.
    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

    private static func walk(_ folder: String, below relative: String, into entries: inout [Entry]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        while let item = readdir(directory) {
            // Read in place: a copy of `d_name`, 256 bytes, for every file is most of what this loop would move.
            let name = String(cString: (UnsafeRawPointer(item) + nameOffset).assumingMemoryBound(to: CChar.self))
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
