import Foundation

extension ContentHash {
    /// A hash of every stored property of `value`, found by reflection, so that a key made of a settings value
    /// covers a field added to it later without anyone remembering to add it to the key. Dictionaries and sets
    /// are fed in a fixed order, so the hash is the same in every process. For values made once a build (settings,
    /// the config): reflection is too slow for a value of every page.
    public init(reflecting value: Any) {
        self.init()
        feed(reflecting: value)
    }

    private mutating func feed(reflecting value: Any) {
        switch value {
        case let text as String: feed(tag: 1, text)
        case let text as Substring: feed(tag: 1, String(text))
        case let number as any BinaryInteger: feed(tag: 2, "\(number)")
        case let number as Double: feed(tag: 3, "\(number.bitPattern)")
        case let flag as Bool: feed(tag: 4, flag ? "1" : "0")
        case let date as Date: feed(tag: 5, "\(date.timeIntervalSince1970.bitPattern)")
        case let url as URL: feed(tag: 6, url.absoluteString)
        case let zone as TimeZone: feed(tag: 7, zone.identifier)
        case let hash as ContentHash: feed(tag: 8, hash.description)
        case let data as Data: update([9]); update(ContentHash(data))
        default: feed(mirroring: value)
        }
    }

    private mutating func feed(mirroring value: Any) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary:
            // Each entry is a (key, value) tuple; in key order, by the key's own hash.
            let entries = mirror.children.map { entry -> (ContentHash, ContentHash) in
                let pair = Array(Mirror(reflecting: entry.value).children)
                return (ContentHash(reflecting: pair[0].value), ContentHash(reflecting: pair[1].value))
            }
            feed(tag: 10, "\(entries.count)")
            for (key, value) in entries.sorted(by: { $0.0.value < $1.0.value }) {
                update(key)
                update(value)
            }
        case .set:
            let members = mirror.children.map { ContentHash(reflecting: $0.value).value }.sorted()
            feed(tag: 11, "\(members.count)")
            for member in members { update(ContentHash(value: member)) }
        case .optional:
            if let some = mirror.children.first { feed(tag: 12, "some"); feed(reflecting: some.value) }
            else { feed(tag: 12, "none") }
        case .enum:
            // The case's name, then its payload, if any.
            feed(tag: 13, "\(value)".prefix { $0 != "(" }.description)
            for child in mirror.children { feed(reflecting: child.value) }
        default:
            feed(tag: 14, "\(mirror.subjectType)|\(mirror.children.count)")
            for child in mirror.children {
                feed(tag: 15, child.label ?? "")
                feed(reflecting: child.value)
            }
        }
    }

    private mutating func feed(tag: UInt8, _ text: String) {
        update([tag] + Array("\(text.utf8.count):".utf8))
        update(text.utf8)
    }
}
