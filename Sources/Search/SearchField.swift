/// The parts of a document search tells apart, each with its own weight: a word in a title counts more than the
/// same word in the text.
public enum SearchField: Int, CaseIterable, Sendable {
    case title, headings, tags, body

    /// How much a match in this field counts, against one in the text; the script reads them from the index.
    public var weight: Double {
        switch self {
        case .title: 6
        case .headings: 2.5
        case .tags: 2
        case .body: 1
        }
    }

    /// BM25's length normalization for the field (`b`): a title is a short field whose every word matters, so a
    /// match in a short title counts more than one in a long title.
    var lengthNormalization: Double {
        switch self {
        case .title: 0.9
        case .headings, .tags: 0.5
        case .body: 0.75
        }
    }

    /// The length (in words) at which a field counts as of ordinary length. Fixed rather than the site's average,
    /// so that one page's edit changes only that page's postings (see `SearchDocument.Term.impact`).
    var referenceLength: Double {
        switch self {
        case .title: 5
        case .headings: 24
        case .tags: 2
        case .body: 600
        }
    }
}
