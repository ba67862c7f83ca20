import Foundation

/// Stage 9: writes the site into a new folder beside the output folder and swaps it in when complete, so a
/// failed or interrupted build leaves the previous site exactly as it was.
func writeOutput(_ files: [OutputFile], to folder: OutputFolder) throws(Diagnostics) -> Int {
    let manager = FileManager.default
    let output = folder.url.standardizedFileURL
    let staging = output.deletingLastPathComponent()
        .appending(path: ".\(output.lastPathComponent).folio-new-\(ProcessInfo.processInfo.processIdentifier)")
    func fail(_ message: String) -> Diagnostics {
        try? manager.removeItem(at: staging)
        return Diagnostics([.error(message, path: output.path)])
    }
    try? manager.removeItem(at: staging)
    var folders: Set<String> = []
    do {
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        for file in files {
            let target = staging.appending(path: file.path)
            let parent = (file.path as NSString).deletingLastPathComponent
            if !parent.isEmpty, folders.insert(parent).inserted {
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            switch file.contents {
            case .bytes(let data): try data.write(to: target)
            case .copy(let source): try manager.copyItem(at: source, to: target)
            }
        }
        try Data("folio wrote this folder; the next build replaces all of it.\n".utf8)
            .write(to: staging.appending(path: OutputFolder.marker))
    } catch {
        throw fail("cannot write the site: \(error.localizedDescription)")
    }
    if manager.fileExists(atPath: output.path) {
        guard exchange(staging.path, output.path) else { throw fail("cannot swap the new site in: \(errnoText())") }
        try? manager.removeItem(at: staging)
    } else {
        try? manager.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard rename(staging.path, output.path) == 0 else { throw fail("cannot move the new site in: \(errnoText())") }
    }
    return files.count
}

/// Swaps two folders in one step with Linux's `renameat2(RENAME_EXCHANGE)`, so there is never a moment without
/// a site. Glibc declares it only for `_GNU_SOURCE`, so it is looked up at run time.
private func exchange(_ a: String, _ b: String) -> Bool {
    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    let renameExchange: UInt32 = 2
    guard let symbol = dlsym(nil, "renameat2") else { return false }
    let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
    return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
}

private func errnoText() -> String { String(cString: strerror(errno)) }
