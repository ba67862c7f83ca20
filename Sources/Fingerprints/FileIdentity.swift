import Foundation

/// What `stat` tells of a file without reading it: size, times and inode. A file whose identity is what it was
/// when a build read it still holds what that build read, as git's index assumes; except that a file changed
/// within the file system's timestamp resolution of that read may look the same, so an identity recorded less
/// than two seconds after the file's last change is not trusted ("racy", in git's words).
public struct FileIdentity: Hashable, Sendable {
    /// The size in bytes.
    public var size: Int64
    /// The last change of the contents, in nanoseconds since 1970 (`st_mtim`).
    public var modified: Int64
    /// The last change of the contents or the inode, in nanoseconds since 1970 (`st_ctim`).
    public var changed: Int64
    /// The inode: a file written anew and renamed over the old one has another.
    public var inode: UInt64

    /// Nil when the file cannot be looked at.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    public init(_ info: stat) {
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        inode = UInt64(info.st_ino)
    }

    public init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
        (self.size, self.modified, self.changed, self.inode) = (size, modified, changed, inode)
    }

    /// True when the file's last change is within `window` nanoseconds of `recorded` (since 1970), too close for
    /// its identity to prove that nothing changed after it was read.
    public func isRacy(recordedAt recorded: Int64, window: Int64) -> Bool {
        max(modified, changed) + window > recorded
    }

    /// True when this identity, looked at now, proves the file still holds what it held when `recorded` was looked
    /// at and the file read, at `readAt`: the same identity, and not racy.
    public func proves(unchangedSince recorded: FileIdentity, readAt: Int64, window: Int64) -> Bool {
        self == recorded && !isRacy(recordedAt: readAt, window: window)
    }

    /// Feeds size, modification time, inode and `mode` into a hash, as one unit.
    public func feed(into hash: inout ContentHash, mode: UInt32) {
        withUnsafeBytes(of: (size, modified, Int64(bitPattern: inode), Int64(mode))) { hash.update($0) }
    }

    /// Two seconds, in nanoseconds: what file systems with the coarsest timestamps need (see the type's comment).
    public static let racyWindow: Int64 = 2_000_000_000

    /// Now, in the nanoseconds since 1970 that identities use.
    public static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
