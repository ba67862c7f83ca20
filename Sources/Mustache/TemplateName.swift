/// Checks a template name from a partial or parent tag: a relative path inside the template folder, without
/// its `.mustache` extension.
enum TemplateName {
    /// Why `name` cannot name a template, or nil when it can.
    static func problem(with name: String) -> String? {
        if name.hasPrefix("/") || name.contains("\\") || name.contains("\0") {
            return "template name '\(name)' must be a relative path inside the template folder, with '/' between parts"
        }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
            return "template name '\(name)' leaves the template folder or has an empty part"
        }
        return nil
    }
}
