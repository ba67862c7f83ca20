@testable import FolioCore

/// Swift Testing has a `SourceLocation` of its own; in folio's tests the name means folio's.
typealias SourceLocation = FolioCore.SourceLocation
