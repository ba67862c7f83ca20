import Foundation
import SourceDiagnostics
import Fingerprints
import Mustache
import Markdown
import Content
import Blog

// How each value the build cache holds is written and read back: its fields in one order.

extension String: CacheCodable {
    func write(to writer: inout CacheWriter) { writer.write(self) }
    init(from reader: inout CacheReader) throws(CacheReader.Damaged) { self = try reader.string() }
}

extension ContentHash: CacheCodable {
    func write(to writer: inout CacheWriter) { writer.write(value) }
    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(value: try reader.uint())
    }
}

extension Date: CacheCodable {
    func write(to writer: inout CacheWriter) { writer.write(timeIntervalSinceReferenceDate.bitPattern) }
    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(timeIntervalSinceReferenceDate: Double(bitPattern: try reader.uint()))
    }
}

extension FileIdentity: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(size)
        writer.write(modified)
        writer.write(changed)
        writer.write(inode)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(size: try reader.int64(), modified: try reader.int64(), changed: try reader.int64(),
                  inode: try reader.uint())
    }
}

extension SourceLocation: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(line)
        writer.write(column)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(line: try reader.int(), column: try reader.int())
    }
}

extension Diagnostic: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(severity == .error)
        writer.write(path)
        writer.write(location)
        writer.write(message)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        let severity: Severity = try reader.bool() ? .error : .warning
        let path = try reader.string()
        let location = try reader.optional(SourceLocation.self)
        self.init(severity, try reader.string(), path: path, at: location)
    }
}

extension SourceFile: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(path)
        writer.write(kind == .post)
        writer.write(slugFromName)
        writer.write(datePrefix)
        writer.write(bundle)
        writer.write(assets)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(path: try reader.string(), kind: try reader.bool() ? .post : .page, slugFromName: try reader.string(),
                  datePrefix: try reader.optional(), bundle: try reader.optional(), assets: try reader.list(),
                  text: "")
    }
}

extension FrontMatter: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(title)
        writer.write(date)
        writer.write(updated)
        writer.write(tags)
        writer.write(draft)
        writer.write(slug)
        writer.write(summary)
        writer.write(image)
        writer.write(author)
        writer.write(categories)
        writer.write(permalink?.pattern)
        writer.write(aliases)
        writer.write(excerptSeparator)
        writer.write(imageAlt)
        writer.write(authorURL)
        writer.write(robots)
        writer.write(related)
        writer.write(series)
        writer.write(seriesOrder != nil)
        writer.write(seriesOrder ?? 0)
        writer.write(search)
        writer.write(keyLocations.keys.sorted())
        writer.write(keyLocations.keys.sorted().map { keyLocations[$0]! })
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init()
        title = try reader.optional()
        date = try reader.optional()
        updated = try reader.optional()
        tags = try reader.list()
        draft = try reader.bool()
        slug = try reader.optional()
        summary = try reader.optional()
        image = try reader.optional()
        author = try reader.optional()
        categories = try reader.list()
        if let pattern: String = try reader.optional() {
            guard let permalink = try? PermalinkPattern(pattern, requiringSlug: false) else {
                throw CacheReader.Damaged()
            }
            self.permalink = permalink
        }
        aliases = try reader.list()
        excerptSeparator = try reader.optional()
        imageAlt = try reader.optional()
        authorURL = try reader.optional()
        robots = try reader.list()
        related = try reader.list()
        series = try reader.optional()
        let hasOrder = try reader.bool()
        let order = try reader.int()
        seriesOrder = hasOrder ? order : nil
        search = try reader.bool()
        let keys = try reader.list(String.self)
        let locations = try reader.list(SourceLocation.self)
        guard keys.count == locations.count else { throw CacheReader.Damaged() }
        keyLocations = Dictionary(zip(keys, locations), uniquingKeysWith: { $1 })
    }
}

extension PageReference: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(path)
        location.write(to: &writer)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(path: try reader.string(), location: try SourceLocation(from: &reader))
    }
}

extension PageSource: CacheCodable {
    func write(to writer: inout CacheWriter) {
        file.write(to: &writer)
        frontMatter.write(to: &writer)
        writer.write(slug)
        writer.write(date)
        writer.write(url)
        writer.write(outputFolder)
        writer.write(outputName)
        writer.write(isDraft)
        writer.write(isFuture)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(file: try SourceFile(from: &reader), frontMatter: try FrontMatter(from: &reader),
                  slug: try reader.string(), date: try reader.optional(), url: try reader.string(),
                  outputFolder: try reader.string(), outputName: try reader.string(), isDraft: try reader.bool(),
                  isFuture: try reader.bool())
    }
}

extension Heading: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(level)
        writer.write(text)
        writer.write(id)
        writer.write(line)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(level: try reader.int(), text: try reader.string(), id: try reader.string(), line: try reader.int())
    }
}

extension LinkReference: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(kind == .image)
        writer.write(url)
        location.write(to: &writer)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(kind: try reader.bool() ? .image : .link, url: try reader.string(),
                  location: try SourceLocation(from: &reader))
    }
}

/// Only copies: the files a link check finds to copy.
extension OutputFile: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(path)
        switch contents {
        case .copy(let source): writer.write(source)
        case .bytes: writer.write("")  // never in a link check
        }
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        let path = try reader.string()
        let source = try reader.string()
        guard !source.isEmpty else { throw CacheReader.Damaged() }
        self.init(path: path, contents: .copy(of: source))
    }
}

extension LinkCheck: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(copies)
        writer.write(diagnostics)
        writer.write(targets)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(copies: try reader.list(), diagnostics: try reader.list(), targets: try reader.list())
    }
}

extension TemplateValue: CacheCodable {
    func write(to writer: inout CacheWriter) {
        switch self {
        case .null, .lambda: writer.write(UInt64(0))  // folio's own contexts hold no lambdas
        case .bool(let value): writer.write(UInt64(value ? 2 : 1))
        case .int(let value):
            writer.write(UInt64(3))
            writer.write(value)
        case .double(let value):
            writer.write(UInt64(4))
            writer.write(value.bitPattern)
        case .string(let value):
            writer.write(UInt64(5))
            writer.write(value)
        case .list(let items):
            writer.write(UInt64(6))
            writer.write(items)
        case .map(let entries):
            writer.write(UInt64(7))
            writer.write(UInt64(entries.count))
            for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
                writer.write(key)
                value.write(to: &writer)
            }
        case .record(let record):
            writer.write(UInt64(8))
            writer.write(record.shape.names)
            writer.write(record.values)
            writer.write(record.base)
        case .bytes(let bytes):
            writer.write(UInt64(9))
            writer.write(String(decoding: bytes, as: UTF8.self))
        }
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        switch try reader.uint() {
        case 0: self = .null
        case 1: self = .bool(false)
        case 2: self = .bool(true)
        case 3: self = .int(try reader.int())
        case 4: self = .double(Double(bitPattern: try reader.uint()))
        case 5: self = .string(try reader.string())
        case 6: self = .list(try reader.list())
        case 7:
            let count = try reader.uint()
            guard count <= UInt64(reader.remaining) else { throw CacheReader.Damaged() }
            var entries: [String: TemplateValue] = [:]
            entries.reserveCapacity(Int(count))
            for _ in 0..<count { entries[try reader.string()] = try TemplateValue(from: &reader) }
            self = .map(entries)
        case 8:
            let names: [String] = try reader.list()
            let values: [TemplateValue] = try reader.list()
            let base: TemplateValue? = try reader.optional()
            guard names.count == values.count, Set(names).count == names.count else { throw CacheReader.Damaged() }
            self = .record(TemplateRecord(TemplateShape.shared(names), values, base: base))
        case 9: self = .bytes(Array(try reader.string().utf8))
        default: throw CacheReader.Damaged()
        }
    }
}
