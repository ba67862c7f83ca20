import HTML

/// Looks for a page's fragments while it arrives, so that the transfer can stop as soon as every one is found.
///
/// A fragment is found when an element has it as its `id`, or an `<a>` as its `name` (as a browser scrolls to
/// them), read by the HTML module's tokenizer, or as `user-content-` and the fragment: GitHub and GitLab write a
/// README's heading ids so and find `#install` by script. The tokenizer runs again only when a piece of the page
/// holds the text of a fragment not yet found, so a long page is not read over and over.
struct FragmentSearch {
    /// What reading a page found.
    struct Findings: Sendable, Equatable, Codable {
        /// The fragments that name an element.
        var found: Set<String> = []
        /// The fragments looked for that no element has: the whole page was read.
        var missing: Set<String> = []
        /// The page is HTML (by its `Content-Type`); other pages (a PDF's `#page=2`) are not looked into.
        var isHTML = true
        /// Why the page was not read to its end, when it was not and a fragment was not found.
        var unread: Unread?

        /// Why a page was not read to its end.
        enum Unread: String, Sendable, Codable {
            /// It is longer than the checker reads.
            case tooLong
            /// The transfer ended before the page did: it took too long, or the connection closed.
            case interrupted
        }

        /// True when the findings say whether `fragment` is there.
        func knows(_ fragment: String) -> Bool {
            !isHTML || found.contains(fragment) || missing.contains(fragment)
        }
    }

    let wanted: Set<String>
    let limit: Int
    private(set) var bytes: [UInt8] = []
    private(set) var found: Set<String> = []
    private let needles: [(fragment: String, bytes: [UInt8])]

    init(wanted: Set<String>, limit: Int) {
        self.wanted = wanted
        self.limit = limit
        needles = wanted.sorted().map { ($0, Array($0.utf8)) }
    }

    var isDone: Bool { found.count == wanted.count || bytes.count >= limit }

    /// Takes the next piece of the page; false when nothing more needs to be read.
    mutating func append(_ piece: UnsafeRawBufferPointer) -> Bool {
        let start = bytes.count
        bytes.append(contentsOf: piece.prefix(max(0, limit - start)))
        let missing = needles.filter { !found.contains($0.fragment) }
        let newText = missing.contains { needle in
            Self.contains(needle.bytes, in: bytes, from: max(0, start - needle.bytes.count + 1))
        }
        if newText { search() }
        return !isDone
    }

    /// What the page held, once it has ended (`readToEnd`) or the transfer stopped.
    mutating func findings(readToEnd: Bool) -> Findings {
        if found.count < wanted.count { search() }
        var findings = Findings(found: found)
        if found.count < wanted.count {
            if readToEnd && bytes.count < limit {
                findings.missing = wanted.subtracting(found)
            } else {
                findings.unread = bytes.count >= limit ? .tooLong : .interrupted
            }
        }
        return findings
    }

    private mutating func search() {
        let ids = Self.ids(in: bytes)
        found = wanted.filter { ids.contains($0) || ids.contains("user-content-" + $0) }
    }

    /// Every id and `<a name>` of a page.
    static func ids(in bytes: [UInt8]) -> Set<String> {
        let text = String(decoding: bytes, as: UTF8.self)
        return Set(HTMLTagScanner.documentTags(in: text).flatMap(\.anchors).map(\.value))
    }

    private static func contains(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Bool {
        guard let first = needle.first, haystack.count - start >= needle.count else { return false }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// False for a fragment no element of the page's HTML has, because the browser or the page's script handles
    /// it: a text fragment (`#:~:text=word`), a route (`#/settings`, `#!/page`), or a line of code on GitHub and
    /// GitLab (`#L10`, `#L10-L20`).
    static func isCheckable(_ fragment: String, host: String) -> Bool {
        if fragment.hasPrefix(":~:") || fragment.hasPrefix("/") || fragment.hasPrefix("!") { return false }
        let codeHosts = ["github.com", "gitlab.com"]
        if codeHosts.contains(where: { host == $0 || host.hasSuffix("." + $0) }),
           fragment.first == "L", fragment.dropFirst().first?.isNumber == true {
            return false
        }
        return true
    }
}
