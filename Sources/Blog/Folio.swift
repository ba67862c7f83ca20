/// folio's version, as `folio --version` prints it and pages name their generator.
public enum Folio {
    /// This version of folio.
    public static let version = "0.1.0"
    /// The day this version was settled, for the man page's header: it changes with `version`.
    public static let date = "2026-12-03"
    /// Where folio's releases are published, one tag a version (`v0.1.0`) with `make deb`'s package attached: the
    /// GitHub Pages workflow that `folio init` writes downloads the package from here.
    public static let releases = "https://github.com/folio-blog/folio/releases/download"

    /// The address of this version's Debian package for `architecture` (Debian's name: `amd64`, `arm64`).
    public static func package(for architecture: String, version: String = version) -> String {
        "\(releases)/v\(version)/folio_\(version)_\(architecture).deb"
    }
}
