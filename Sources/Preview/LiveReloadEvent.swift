import Foundation
import SourceDiagnostics

/// One Server-Sent Event for preview pages.
enum LiveReloadEvent: Sendable, Equatable {
    case reload
    case stylesheets
    /// The build failed; each string prints as `path:line:col: error: message`.
    case buildFailed([String])

    /// The event as sent on the stream, ending with the blank line that dispatches it.
    var wireFormat: String {
        switch self {
        case .reload:
            return "event: reload\ndata: {}\n\n"
        case .stylesheets:
            return "event: css\ndata: {}\n\n"
        case .buildFailed(let messages):
            let encoder = JSONEncoder()
            encoder.outputFormatting = .withoutEscapingSlashes
            let json = (try? encoder.encode(messages)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
            return "event: error\ndata: \(json)\n\n"
        }
    }

    /// The event for diagnostics (sorted as `Diagnostics` sorts them).
    static func failure(_ diagnostics: [Diagnostic]) -> LiveReloadEvent {
        .buildFailed(Diagnostics(diagnostics).sorted.map(\.description))
    }
}
