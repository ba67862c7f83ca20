/// folio's version, as `folio --version` prints it and pages name their generator.
public enum Folio {
    /// This version of folio.
    public static let version = "0.1.0"
}
