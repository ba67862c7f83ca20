#if canImport(Glibc)
import Glibc
#endif
import Foundation
import HTTPServer

/// Loads files from a `SiteSnapshot.staticRoot` folder, refusing any whose real path leaves it.
enum StaticFile {
    /// The regular file at `key` below `root` after resolving every symlink, or nil if it is missing,
    /// not a regular file, or resolves outside `root`.
    static func load(_ key: String, under root: URL) -> ServedFile? {
        guard let realRoot = realPath(root.path), let real = realPath(realRoot + "/" + key),
              real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
        else { return nil }
        var info = stat()
        guard stat(real, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              let data = try? Data(contentsOf: URL(fileURLWithPath: real), options: .alwaysMapped)
        else { return nil }
        let tag = "\"\(String(info.st_size, radix: 16))-\(String(info.st_mtim.tv_sec, radix: 16))"
            + "-\(String(info.st_mtim.tv_nsec, radix: 16))\""
        return ServedFile(body: data, contentType: MediaType.forPath(key), entityTag: tag)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
