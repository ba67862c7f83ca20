import Foundation
import SourceDiagnostics
import Content

/// A site built again and again in one process, as `folio serve` builds it: each build makes again only what
/// changed since the last good one, and keeps every page whole and every file's bytes for the next. After a build
/// that fails, the next looks at the whole site again (taking every record that still holds), with the changes the
/// failed one saw.
public struct LiveSite: Sendable {
    /// Stages 1 to 8 through a layer: `makeSite(at:options:layer:)`, the stage list.
    public typealias Make = @Sendable (URL, BuildOptions, inout IncrementalBuild) async throws(Diagnostics) -> BuiltSite

    /// The site's folder.
    public let root: URL
    private let make: Make
    private var memory = BuildMemory()
    /// What the last build saw of the inputs.
    private var inputs: InputFingerprint?
    /// The paths the watcher reported since the last good build, from the root; nil before the first one, and
    /// after a change the watcher did not report.
    private var pending: Set<String>? = nil
    /// True while every path in `pending` is a source the last good build read: only their text changed.
    private var onlySources = true

    public init(root: URL, make: @escaping Make) {
        self.root = root
        self.make = make
    }

    /// Stages 1 to 8 with `options`. `changes` are the paths (absolute, or from `root`) that changed since the last
    /// build, as a watcher saw them; nil looks at every input again.
    public mutating func build(options: BuildOptions, changes: [String]? = nil) async throws(Diagnostics) -> BuiltSite {
        let base = root.standardizedFileURL.path + "/"
        let changed = changes?.map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 }
        if let changed, inputs != nil, pending != nil {
            pending?.formUnion(changed)
            // A save of posts and pages that were there already only updates the last look at the inputs.
            // `root` copied first: Swift 6.3, in a release build, reports reading it here as an access that
            // overlaps the change of `inputs` (two stored properties, which cannot overlap).
            let root = root
            if !onlySources || inputs?.updateIdentities(of: changed, below: root) != true {
                onlySources = false
                inputs = InputFingerprint(root: root, options: options)
            }
        } else {
            (pending, onlySources) = (nil, false)
            inputs = InputFingerprint(root: root, options: options)
        }
        // The watcher reports every change: what it did not report is trusted by its identity, however recent.
        var layer = IncrementalBuild(memory: memory, root: root, inputs: inputs!, keepsWhole: true,
                                     reported: pending, edited: onlySources ? pending : nil)
        // The layer's memory alone, so that it changes its records in place rather than copying them.
        memory = BuildMemory()
        do {
            let site = try await make(root, options, &layer)
            memory = layer.memory
            (pending, onlySources) = ([], true)
            return site
        } catch {
            memory = layer.memory.afterFailure()
            onlySources = false
            throw error
        }
    }
}
