import SourceDiagnostics
import Content

/// Posts that say they are parts of one series (`series: Name`), in their order: by `series_order` where given,
/// else by date, oldest first.
public struct Series: Sendable, Equatable {
    /// As written in the first part.
    var name: String
    /// Positions in `Site.posts`, first part first.
    var posts: [Int]
}

extension Series {
    /// The site's series, by name (series whose names differ only in case are one), and the problems: two parts
    /// with one `series_order`.
    static func gather(_ posts: [PageSource]) -> (series: [Series], diagnostics: [Diagnostic]) {
        var byKey: [String: [Int]] = [:]
        for (position, post) in posts.enumerated() {
            guard let name = post.frontMatter.series else { continue }
            byKey[name.lowercased(), default: []].append(position)
        }
        let series = byKey.values.map { members -> Series in
            let ordered = members.sorted { a, b in
                let (pa, pb) = (posts[a], posts[b])
                let (oa, ob) = (pa.frontMatter.seriesOrder ?? .max, pb.frontMatter.seriesOrder ?? .max)
                if oa != ob { return oa < ob }
                let (da, db) = (pa.date ?? .distantPast, pb.date ?? .distantPast)
                return da != db ? da < db : pa.path < pb.path
            }
            return Series(name: posts[ordered[0]].frontMatter.series ?? "", posts: ordered)
        }.sorted { $0.name != $1.name ? $0.name < $1.name : $0.posts[0] < $1.posts[0] }
        var diagnostics: [Diagnostic] = []
        for part in series {
            for (earlier, later) in zip(part.posts, part.posts.dropFirst()) {
                let (a, b) = (posts[earlier], posts[later])
                guard let order = b.frontMatter.seriesOrder, order == a.frontMatter.seriesOrder else { continue }
                diagnostics.append(.warning("series_order \(order) is also that of \(a.path) in the series "
                                            + "'\(part.name)'; the older post comes first", path: b.path,
                                            at: b.frontMatter.keyLocations["series_order"]))
            }
        }
        return (series, diagnostics)
    }
}
