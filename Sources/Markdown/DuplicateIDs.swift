import SourceDiagnostics

/// Ids that a page's raw HTML gives twice, or gives an element while a heading elsewhere has the same id.
///
/// folio keeps every id as written and every heading id as GitHub makes it, so that `#x` leads where it leads on
/// GitHub: to the first element with that id (GitHub's ids are the same, with its `user-content-` prefix). Two
/// elements with one id make the page's HTML invalid and leave the second unreachable, so each is a warning.
/// An id inside the heading that has it too (`## <a id="setup"></a>Setup`) is one place, and fine; so is a
/// `name`, which a link follows only when no element has the id.
enum DuplicateIDs {
    /// An `id` of the raw HTML, where it is, and the line of the heading it is inside, if any.
    struct RawID {
        var value: String
        var location: SourceLocation
        var headingLine: Int?
    }

    static func warnings(headings: [Heading], ids: [RawID]) -> [(message: String, location: SourceLocation)] {
        var headingLines: [String: Int] = [:]
        for heading in headings where !heading.id.isEmpty && headingLines[heading.id] == nil {
            headingLines[heading.id] = heading.line
        }
        var seen: [String: SourceLocation] = [:]
        var warnings: [(message: String, location: SourceLocation)] = []
        for id in ids {
            if let line = headingLines[id.value], line != id.headingLine {
                warnings.append(("the heading at line \(line) has the id '\(id.value)' too; a link to "
                                 + "'#\(id.value)' goes to whichever comes first", id.location))
            } else if let earlier = seen[id.value] {
                warnings.append(("the id '\(id.value)' is given at line \(earlier.line) too; a link to "
                                 + "'#\(id.value)' goes to the first", id.location))
            }
            if seen[id.value] == nil { seen[id.value] = id.location }
        }
        return warnings
    }
}
