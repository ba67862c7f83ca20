/// A video, a gist or a social post that the old site embedded (a Hugo shortcode, a Jekyll plugin's tag, an
/// include), written as people write such things in a GitHub README, which has no embeds: a YouTube video as its
/// thumbnail linked to the video, a Vimeo video as a link (its thumbnail's address needs Vimeo's API), a gist and
/// a post as a link to them. What the Markdown cannot keep (autoplay, a class, an end time) is listed.
struct Embed: Equatable {
    enum Service: Equatable {
        case youtube, vimeo, gist, post, instagram
    }

    var service: Service
    /// The video's, gist's or post's id.
    var id: String
    /// A gist's or a post's owner, when known.
    var user: String?
    /// A gist's file.
    var file: String?
    var title: String?
    /// Where a video starts, in seconds.
    var start: Int?
    /// The embed's own parameters that the Markdown cannot keep, as written: `autoplay="true"`.
    var dropped: [String] = []

    /// The page it leads to.
    var url: String {
        switch service {
        case .youtube: "https://www.youtube.com/watch?v=\(id)" + (start.map { "&t=\($0)s" } ?? "")
        case .vimeo: "https://vimeo.com/\(id)" + (start.map { "#t=\($0)s" } ?? "")
        case .gist: "https://gist.github.com/" + (user.map { $0 + "/" } ?? "") + id
            + (file.map { "#file-" + Self.gistAnchor($0) } ?? "")
        case .post: "https://x.com/\(user ?? "i")/status/\(id)"
        case .instagram: "https://www.instagram.com/p/\(id)/"
        }
    }

    /// The Markdown that stands for it.
    var markdown: String {
        switch service {
        case .youtube:
            let thumbnail = "https://img.youtube.com/vi/\(id)/hqdefault.jpg"
            return "[![\(Self.escape(title ?? "YouTube video"))](\(thumbnail))](\(url))"
        case .vimeo, .gist, .post, .instagram:
            return title.map { "[\(Self.escape($0))](\(url))" } ?? "<\(url)>"
        }
    }

    /// What it became, for a note: "a linked thumbnail", "a link".
    var form: String {
        service == .youtube ? "a linked thumbnail of the video" : "a link to the " + (service == .gist ? "gist"
            : service == .post || service == .instagram ? "post" : "video")
    }

    /// The note for an embed some of whose parameters are lost, or nil when none are: `written` is the embed as the
    /// old site had it.
    func droppedNote(_ written: String) -> String? {
        guard !dropped.isEmpty else { return nil }
        return "\(written) is now \(form); what GitHub Markdown cannot keep of it: "
            + dropped.joined(separator: ", ")
    }

    /// GitHub's anchor for a gist's file: `file-` and the name in lower case, each other run of characters a `-`
    /// (`Hello World.swift` → `file-hello-world-swift`).
    private static func gistAnchor(_ file: String) -> String {
        var result = "", dash = false
        for character in file.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" || character == "-" {
                if dash, !result.isEmpty { result.append("-") }
                result.append(character)
                dash = false
            } else {
                dash = true
            }
        }
        return result
    }

    private static func escape(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]")
    }
}
