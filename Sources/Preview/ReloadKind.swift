/// What open preview pages do after `PreviewServer.publish(_:changed:)`.
public enum ReloadKind: Sendable, Hashable {
    /// Reload the page (content, templates or scripts changed).
    case full
    /// Only stylesheets changed: swap `<link rel=stylesheet>` hrefs without reloading.
    case stylesheets
    /// The build failed: show its diagnostics over the page, which keeps the last good content.
    case buildFailed
}
