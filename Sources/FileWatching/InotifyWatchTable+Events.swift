#if canImport(Glibc)
import Glibc
#endif

extension InotifyWatchTable {
    /// Updates the watches for `events` and returns the paths they changed.
    mutating func apply(_ events: [InotifyEvent]) -> Set<String> {
        var changed = Set<String>()
        for event in events {
            if event.has(IN_Q_OVERFLOW) {
                changed.formUnion(roots)
                continue
            }
            if event.has(IN_IGNORED) {
                forget(event.descriptor)
                continue
            }
            guard let watch = watches[event.descriptor], !event.name.isEmpty else { continue }
            if let names = watch.names, !names.contains(event.name) { continue }
            let path = watch.path + "/" + event.name
            if event.has(IN_ISDIR) && event.has(IN_CREATE | IN_MOVED_TO) {
                changed.formUnion(watchTree(path))
            } else if event.has(IN_ISDIR) && event.has(IN_DELETE | IN_MOVED_FROM) {
                unwatchTree(path)
            }
            if !FileWatcher.isScratchName(event.name) { changed.insert(path) }
        }
        return changed
    }
}
