import SourceDiagnostics

/// Swift Testing has a `SourceLocation` of its own; in these tests the name means folio's.
typealias SourceLocation = SourceDiagnostics.SourceLocation
