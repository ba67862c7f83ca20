import Foundation
import Incremental
import SourceDiagnostics

extension LiveSite {
    /// A site built again and again by the stage list (`makeSite`), as `folio serve` builds it.
    public init(root: URL) {
        self.init(root: root) { root, options, layer throws(Diagnostics) in
            try await makeSite(at: root, options: options, layer: &layer)
        }
    }
}
