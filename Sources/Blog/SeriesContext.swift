import Mustache

/// What a post's page shows of the series it is a part of (`page.series`): its name, the post's place ("part 2 of
/// 5"), every part with its title and address, and the previous and next parts (`previous_part`, `next_part`: a
/// post's `previous` and `next` are its neighbours in time).
struct SeriesContext: TemplateValueConvertible {
    struct Part {
        var title: String
        /// Site-relative, and absolute (for `og:see_also`).
        var url: String
        var absoluteURL: String
    }

    var name: String
    var parts: [Part]
    /// Of the post whose page this is, from 0.
    var current: Int
    var numbers: DisplayNumbers

    var templateValue: TemplateValue {
        let list = parts.enumerated().map { index, part -> TemplateValue in
            .map(["title": .string(part.title), "url": .string(part.url), "absolute_url": .string(part.absoluteURL),
                  "number": .int(index + 1), "number_display": .string(numbers.display(index + 1)),
                  "is_current": .bool(index == current)])
        }
        func link(_ index: Int) -> TemplateValue {
            guard parts.indices.contains(index) else { return .null }
            return .map(["title": .string(parts[index].title), "url": .string(parts[index].url)])
        }
        return .map([
            "name": .string(name), "parts": .list(list),
            "position": .int(current + 1), "position_display": .string(numbers.display(current + 1)),
            "total": .int(parts.count), "total_display": .string(numbers.display(parts.count)),
            "previous_part": link(current - 1), "next_part": link(current + 1),
        ])
    }
}
