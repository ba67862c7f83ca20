import Foundation

/// A site built again and again in one process, as `folio serve` builds it: each build makes again only what
/// changed since the last good one, and keeps every page whole and every file's bytes for the next. A build that
/// fails leaves what the last good one remembers as it was.
public struct LiveSite: Sendable {
    public let root: URL
    private var memory = BuildMemory()
    /// What the last build saw of the inputs.
    private var inputs: InputFingerprint?
    private var hasBuilt = false

    public init(root: URL) {
        self.root = root
    }

    /// Stages 1 to 8 with `options`. `changes` are the paths (absolute, or from `root`) that changed since the last
    /// build, as the watcher saw them; nil looks at every input again.
    public mutating func build(options: BuildOptions, changes: [String]? = nil) async throws(Diagnostics) -> BuiltSite {
        let base = root.standardizedFileURL.path + "/"
        let changed = changes?.map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 }
        // A save of posts and pages that were there already only updates the last look at the inputs.
        if inputs == nil || changed.map({ inputs?.updateIdentities(of: $0, below: root) != true }) ?? true {
            inputs = InputFingerprint(root: root, options: options)
        }
        // The watcher reports every change: what it did not report is trusted by its identity, however recent.
        let reported = changed.map { Set($0) }
        var layer = IncrementalBuild(memory: memory, root: root, inputs: inputs!, keepsWhole: true,
                                     reported: hasBuilt ? reported : nil)
        let site = try await makeSite(at: root, options: options, layer: &layer)
        memory = layer.memory
        hasBuilt = true
        return site
    }
}
