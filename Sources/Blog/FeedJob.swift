import Mustache
import Content

/// One feed the site publishes: of the newest posts, or of a tag's, in one format (`feeds:` in folio.yml lists
/// which). Posts whose `robots` says `noindex` are left out; `feed_limit` says how many of the rest it holds.
public struct FeedJob: Sendable, Equatable {
    /// The file's path in the site: `feed.xml`, `tags/swift/feed.json`.
    public var path: String
    public var format: FeedFormat
    /// The tag's position in `Site.tags`, for a tag's feed.
    var tag: Int?
    /// The tag's name as its pages show it, which the feed's title holds; nil for the site's feed.
    public var tagName: String?
    /// Positions in `Site.posts`, newest first.
    public var posts: [Int]
}

/// Every feed of the site, in a fixed order: the site's, then each tag's, each in the order `feeds:` lists them.
public func feedJobs(_ site: Site) -> [FeedJob] {
    let config = site.config
    func newest(_ positions: some Sequence<Int>) -> [Int] {
        Array(positions.lazy.filter { !site.posts[$0].frontMatter.isNoindex }.prefix(config.feedLimit))
    }
    let posts = newest(site.posts.indices)
    var jobs = config.feeds.map { FeedJob(path: $0.fileName, format: $0, tag: nil, tagName: nil, posts: posts) }
    for index in site.tags.indices { jobs += tagFeeds(of: index, in: site, posts: newest(site.tags[index].posts)) }
    return jobs
}

/// The feeds of the tag at `position` in `Site.tags`, without their posts unless given: none with
/// `tag_feeds: false`.
func tagFeeds(of position: Int, in site: Site, posts: [Int] = []) -> [FeedJob] {
    guard site.config.tagFeeds else { return [] }
    let tag = site.tags[position]
    return site.config.feeds.map {
        FeedJob(path: "tags/\(tag.slug)/\($0.fileName)", format: $0, tag: position, tagName: tag.name, posts: posts)
    }
}

/// What a feed says of itself: its title, where it is and what it is the feed of.
struct FeedChannel {
    var title: String
    var description: String
    /// Absolute: the feed's own address, and the page it follows (the home page, a tag's page).
    var feedURL: String
    var pageURL: String

    /// The channel of `job`: the site's, or a tag's, titled with the theme's words in the site's language.
    init(_ job: FeedJob, site: Site, words: ThemeWords) {
        let address = site.address
        feedURL = address.absolute(address.url(URLPath.encode(job.path)))
        guard let position = job.tag else {
            (title, description) = (site.config.title, site.config.description)
            pageURL = address.absolute(address.root)
            return
        }
        let tag = site.tags[position]
        title = words.phrase("tag_title", ["tag": tag.name]) + " · " + site.config.title
        description = words.phrase("tag_heading", ["tag": tag.name])
        pageURL = address.absolute(site.tagURL(slug: tag.slug))
    }
}

/// The feed of `job`, made of its posts as feeds carry them (`posts`, in the job's order), which every feed that
/// shows a post shares.
public func makeFeed(_ job: FeedJob, site: Site, posts: [FeedPost], words: ThemeWords) -> OutputFile {
    let channel = FeedChannel(job, site: site, words: words)
    let text = switch job.format {
    case .atom: AtomFeed(site: site, channel: channel, posts: posts).xml
    case .json: JSONFeed(site: site, channel: channel, posts: posts).json
    case .rss: RSSFeed(site: site, channel: channel, posts: posts).xml
    }
    return OutputFile(path: job.path, text: text)
}

/// The feeds a page lists for feed readers to find (`site.feeds`, a tag page's `page.feeds`): each with its
/// address, media type and title.
func feedLinks(_ jobs: [FeedJob], site: Site, words: ThemeWords) -> TemplateValue {
    .list(jobs.map { job in
        .map(["url": .string(site.address.url(URLPath.encode(job.path))), "type": .string(job.format.mediaType),
              "title": .string(FeedChannel(job, site: site, words: words).title)])
    })
}
