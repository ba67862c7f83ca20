import Foundation
import Testing
@testable import Blog
import Content

/// `TemplateJob.summariesRead` foresees every summary a post's file reads: the templates' stage begun early
/// (`EarlyTemplates`) makes a post's file once those are known.
@Suite struct SummariesReadTests {
    @Test func aPostsFileReadsTheSummariesForeseen() {
        // 60 posts over 60 days: three common tags, a rare one on every seventh post (whose related posts are then
        // far apart in time), two series of parts spread over the whole range, and posts that pin related posts.
        let site = dailyPostsSite(60) { index in
            var front = FrontMatter()
            front.tags = [["a", "b", "c"][index % 3]] + (index % 7 == 0 ? ["rare"] : [])
            if index % 9 == 0 { front.series = "Nine" } else if index % 13 == 1 { front.series = "Thirteen" }
            return front
        }
        #expect(site.series.count == 2)
        #expect(site.related.allSatisfy { !$0.isEmpty })
        let words = ThemeWords(language: "en", words: [:], dateFormat: nil)
        var posts = 0
        for job in templateJobs(site) {
            guard let shown = job.shownWhole, shown.isPost else { continue }
            posts += 1
            var input = TemplateInput(site: site, siteValue: .null, words: words,
                                      postSummaries: Array(repeating: .null, count: site.posts.count),
                                      pageSummaries: [])
            _ = job.context(in: &input)
            #expect(Set(input.postsRead) == Set(TemplateJob.summariesRead(byPostAt: shown.position, in: site)),
                    "the post at \(shown.position)")
            #expect(input.pagesRead.isEmpty)
        }
        #expect(posts == 60)
    }
}
