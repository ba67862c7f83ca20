import Foundation

/// One Markdown file of a site, as stage 2 (`scanContent`) found it: where it is, what it is, and its text.
public struct SourceFile: Sendable, Hashable {
    /// A post (under `content/posts/`) or a page (under `content/pages/`).
    public enum Kind: String, Sendable, Hashable {
        case post, page
    }

    /// Relative to the site root: `content/posts/2024-05-01-hello.md`, `content/pages/about/index.md`.
    public var path: String
    /// Post or page, from the folder it is in.
    public var kind: Kind
    /// The slug the name gives: the file or bundle folder name without `.md` and, for posts, without the
    /// date prefix, made by `Slug.fromFileName` (`2024-05-01-Hello World.md` → `hello-world`). Front matter may
    /// replace it; empty when the name has no letters or digits, which the site builder reports.
    public var slugFromName: String
    /// A post's `YYYY-MM-DD` name prefix, when it has one. `date(in:)` reads it.
    public var datePrefix: String?
    /// The page bundle's folder (`content/posts/2024-05-01-hello`) when the file is its `index.md`.
    public var bundle: String?
    /// The bundle's other files, relative to the site root, sorted; empty for a plain file.
    public var assets: [String]
    /// The file's text, decoded as UTF-8 (a byte order mark, if any, is still there).
    public var text: String

    /// A source file; `scanContent` makes these.
    public init(
        path: String, kind: Kind, slugFromName: String, datePrefix: String? = nil, bundle: String? = nil,
        assets: [String] = [], text: String
    ) {
        self.path = path
        self.kind = kind
        self.slugFromName = slugFromName
        self.datePrefix = datePrefix
        self.bundle = bundle
        self.assets = assets
        self.text = text
    }

    /// A scanned file: the slug and date prefix come from `name`, the file or bundle folder's name without
    /// `.md`. Only a post's name has a date prefix.
    public init(path: String, kind: Kind, name: String, bundle: String? = nil, assets: [String] = [],
                text: String) {
        var slugName = Substring(name)
        var datePrefix: String?
        if kind == .post, let prefix = PostDate.prefix(ofFileName: name) {
            datePrefix = prefix
            slugName = slugName.dropFirst(prefix.count).drop { $0 == "-" || $0 == "." }
        }
        self.init(path: path, kind: kind, slugFromName: Slug.fromFileName(String(slugName)), datePrefix: datePrefix,
                  bundle: bundle, assets: assets, text: text)
    }

    /// The name without its Markdown extension (`.md`, `.markdown`, in any case), or nil for another file.
    public static func markdownName(_ fileName: String) -> String? {
        // Bytes, not characters: every file of a site and every link comes through here.
        let bytes = fileName.utf8
        for suffix in [".md", ".markdown"] where bytes.count > suffix.utf8.count {
            let end = bytes.suffix(suffix.utf8.count)
            guard zip(end, suffix.utf8).allSatisfy({ ($0 >= 65 && $0 <= 90 ? $0 + 32 : $0) == $1 }) else { continue }
            return String(fileName[..<end.startIndex])
        }
        return nil
    }

    /// The date in the file or folder name, at midnight in `timeZone`; nil when the name has none.
    public func dateFromName(in timeZone: TimeZone) -> Date? {
        datePrefix.flatMap { PostDate.parse($0, in: timeZone) }
    }
}
