import Foundation

/// The posts each post shows as related: those sharing its tags, the rarer the tag the more it counts, then the
/// nearest in time, as Hugo ranks related content (keywords, then dates), with no threshold to tune.
///
/// A shared tag counts `ln((N + 1) / n)`, for N posts of which n carry the tag (a tag on every post counts
/// little, one on two posts much). Candidates are the posts of the post's tags: all of a tag's, or for a tag on
/// more than `window` posts, the `window` nearest in time, so that the work for each post is bounded however common
/// a tag is (an inverted index, from tag to posts, is all it reads). Each candidate's score is the sum over every
/// tag it shares; ties go to the nearer in time, then to the newer, so the lists are the same on every run.
struct RelatedPosts {
    /// How many posts of one tag are candidates at most.
    static let window = 100

    /// By post position: the positions of its tags in `tagPosts`.
    private var postTags: [[Int32]]
    /// By tag: the positions of its posts, newest first (ascending positions).
    private let tagPosts: [[Int]]
    private let weights: [Double]
    /// By post position: seconds since 1970.
    private let times: [Double]

    init(site: Site) {
        let count = site.posts.count
        tagPosts = site.tags.map(\.posts)
        weights = site.tags.map { log(Double(count + 1) / Double(max(1, $0.posts.count))) }
        times = site.posts.map { $0.date?.timeIntervalSince1970 ?? -Double.greatestFiniteMagnitude }
        postTags = Array(repeating: [], count: count)
        for (tag, posts) in tagPosts.enumerated() {
            for post in posts { postTags[post].append(Int32(tag)) }
        }
    }

    /// The best `limit` posts for the post at `position`, best first, leaving out `excluded` (those it names
    /// itself).
    func related(to position: Int, limit: Int, excluding excluded: [Int] = []) -> [Int] {
        guard limit > 0 else { return [] }
        var candidates: [Int] = []
        for tag in postTags[position] { candidates += nearest(in: tagPosts[Int(tag)], to: position) }
        candidates.sort()
        var best: [(post: Int, score: Double, distance: Double)] = []
        var previous = -1
        for candidate in candidates where candidate != previous {
            previous = candidate
            guard candidate != position, !excluded.contains(candidate) else { continue }
            let entry = (post: candidate, score: score(position, candidate),
                         distance: abs(times[candidate] - times[position]))
            // Insertion into the short list of the best so far.
            var place = best.count
            while place > 0, Self.ranks(entry, before: best[place - 1]) { place -= 1 }
            if place < limit {
                best.insert(entry, at: place)
                if best.count > limit { best.removeLast() }
            }
        }
        return best.map(\.post)
    }

    private static func ranks(_ a: (post: Int, score: Double, distance: Double),
                              before b: (post: Int, score: Double, distance: Double)) -> Bool {
        if a.score != b.score { return a.score > b.score }
        if a.distance != b.distance { return a.distance < b.distance }
        return a.post < b.post
    }

    /// The sum of the weights of the tags both posts carry, in the order of `post`'s tags (so that equal sets of
    /// tags give equal sums, to the last bit).
    private func score(_ post: Int, _ other: Int) -> Double {
        var total = 0.0
        let theirs = postTags[other]
        for tag in postTags[post] where theirs.contains(tag) { total += weights[Int(tag)] }
        return total
    }

    /// The posts of one tag nearest in time to the post at `position`, which carries it: all of them when there
    /// are few, else the `window` nearest, taken outwards from the post's own place in the tag's list.
    private func nearest(in posts: [Int], to position: Int) -> ArraySlice<Int> {
        guard posts.count > Self.window + 1 else { return posts[...] }
        // The post's place in the list, which is sorted by position.
        var low = 0, high = posts.count
        while low < high {
            let middle = (low + high) / 2
            if posts[middle] < position { low = middle + 1 } else { high = middle }
        }
        var before = low - 1, after = low + 1  // newer ones, older ones
        let time = times[position]
        while after - before - 2 < Self.window {
            let newer = before >= 0 ? abs(times[posts[before]] - time) : .infinity
            let older = after < posts.count ? abs(times[posts[after]] - time) : .infinity
            if newer <= older { before -= 1 } else { after += 1 }
        }
        return posts[(before + 1)..<after]
    }
}
