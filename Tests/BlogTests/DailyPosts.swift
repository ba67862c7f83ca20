import Foundation
@testable import Blog
import Content

/// A site of `count` posts a day apart from 1970-01-01, post `index` named `p<index>`, with the front matter
/// `front(index)` gives, assembled as stage 6 assembles it (newest first: position 0 is the last day).
func dailyPostsSite(_ count: Int, front: (Int) -> FrontMatter) -> Site {
    let sources = (0..<count).map { index in
        PageSource(file: SourceFile(path: "content/posts/p\(index).md", kind: .post, slugFromName: "p\(index)",
                                    text: ""),
                   frontMatter: front(index), slug: "p\(index)",
                   date: Date(timeIntervalSince1970: Double(index) * 86_400), url: "/p\(index)/",
                   outputFolder: "p\(index)/", isDraft: false, isFuture: false)
    }
    let config = SiteConfig(root: URL(filePath: "/tmp"), title: "T", baseURL: "https://example.com")
    return assembleSite(sources, config: config, address: SiteAddress(baseURL: config.baseURL), preview: false).site
}
