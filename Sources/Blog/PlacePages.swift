import SourceDiagnostics
import Content

/// Where each page goes (the end of stage 4): the published sources, those this build leaves out with the
/// reason, and the problems: every source's warnings and failures, and two pages at one address.
public struct PlacedPages: Sendable {
    /// The pages the build makes, in source order.
    public var published: [PageSource] = []
    /// The pages left out (drafts, future posts), each with its file's text.
    public var excluded: [(PageSource, String)] = []
    /// Two pages at one address, and the like.
    public var problems: [Diagnostic] = []
    public init(published: [PageSource] = [], excluded: [(PageSource, String)] = [], problems: [Diagnostic] = []) {
        self.published = published
        self.excluded = excluded
        self.problems = problems
    }

}

/// Sorts read sources into published and left out; `read` is in path order, as `scanContent` gives it.
public func placePages(_ read: [Result<Checked<PageSource>, Diagnostics>], options: BuildOptions) -> PlacedPages {
    var placed = PlacedPages()
    placed.published.reserveCapacity(read.count)
    for result in read {
        switch result {
        case .success(let checked):
            let source = checked.unpacked(into: &placed.problems)
            if source.isDraft, !options.includeDrafts {
                placed.excluded.append((source, "a draft; build with --drafts to include it"))
            } else if source.isFuture, !options.includeFuture {
                placed.excluded.append((source, "dated in the future; build with --future to include it"))
            } else {
                placed.published.append(source)
            }
        case .failure(let failure):
            placed.problems += failure.all
        }
    }
    // Two pages at one address: an error naming both files, the first of them always the same one.
    var first: [String: PageSource] = [:]
    first.reserveCapacity(placed.published.count)
    for page in placed.published {
        if let earlier = first[page.outputPath] {
            placed.problems.append(.error("\(page.url) is also the address of \(earlier.path); change one slug or "
                                          + "date", path: page.path))
        } else {
            first[page.outputPath] = page
        }
    }
    return placed
}
