import YAML

/// What Hugo publishes of a page, from its front matter: `headless: true` (a leaf bundle that is no page: its
/// resources are for the theme to show elsewhere), and the build options `build:` or `_build:` (`render`,
/// `list`, `publishResources`), its own or cascaded from a section's `_index.md`.
struct HugoBuildOptions: Equatable {
    /// Hugo writes a page for it (`render: always`, the default; `never` and `link` write none).
    var render = true
    /// Hugo lists it with the other pages (`list: never` leaves it out; `local` lists it in its section only).
    var list = true
    /// Hugo publishes the bundle's files (`publishResources: false`: only those the theme uses).
    var publishResources = true
    var isHeadless = false
    /// The options are a section's, cascaded, rather than the page's own.
    var isCascaded = false

    /// Hugo's defaults: published, listed, with its files.
    init() {}

    /// The options `fields` (a page's front matter) set, over `inherited`; nil when it sets none and inherits none.
    init?(_ fields: YAMLValue, inheriting inherited: HugoBuildOptions?) {
        self = inherited ?? HugoBuildOptions()
        isCascaded = inherited != nil
        let entries = fields.entries ?? []
        let value = { (key: String) in entries.first { $0.key.lowercased() == key }?.value }
        var found = inherited != nil
        if value("headless")?.bool == true {
            isHeadless = true
            render = false
            list = false
            publishResources = false
            found = true
            isCascaded = false
        }
        if let build = value("build") ?? value("_build"), build.entries != nil {
            apply(build)
            found = true
            isCascaded = false
        }
        guard found else { return nil }
    }

    /// The options a section's `_index.md` cascades to every page below it: `cascade:` as a mapping, or a list of
    /// mappings without a `_target` (a condition on which pages, which the import does not evaluate).
    static func cascaded(by fields: YAMLValue) -> HugoBuildOptions? {
        guard let cascade = fields.entries?.first(where: { $0.key.lowercased() == "cascade" })?.value else {
            return nil
        }
        let blocks = cascade.array ?? [cascade]
        var options: HugoBuildOptions?
        for block in blocks {
            guard let entries = block.entries,
                  !entries.contains(where: { ["_target", "target"].contains($0.key.lowercased()) }),
                  let build = entries.first(where: { ["build", "_build"].contains($0.key.lowercased()) })?.value
            else { continue }
            var found = options ?? HugoBuildOptions()
            found.apply(build)
            found.isCascaded = true
            options = found
        }
        return options
    }

    private mutating func apply(_ build: YAMLValue) {
        for entry in build.entries ?? [] {
            let text = entry.value.string?.lowercased()
            switch entry.key.lowercased() {
            case "render": render = entry.value.bool ?? (text == "always")
            case "list": list = entry.value.bool ?? (text != "never")
            case "publishresources": publishResources = entry.value.bool ?? publishResources
            default: break
            }
        }
    }
}
