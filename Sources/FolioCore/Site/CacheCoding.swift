import Foundation

/// The build cache's binary form: integers as LEB128 varints (zigzag for signed ones), strings as a byte count and
/// UTF-8, lists as a count and their items. Each type the cache holds writes its fields in one order and reads them
/// back in that order; a reader that runs out of bytes or finds a bad value throws, and the cache is discarded.
struct CacheWriter {
    var bytes: [UInt8] = []

    mutating func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func write(_ value: Int64) { write(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }
    mutating func write(_ value: Int) { write(Int64(value)) }
    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            write(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func write(_ value: (some CacheCodable)?) {
        write(value != nil)
        value?.write(to: &self)
    }

    mutating func write(_ values: [some CacheCodable]) {
        write(UInt64(values.count))
        for value in values { value.write(to: &self) }
    }
}

struct CacheReader {
    struct Damaged: Error {}

    /// Read in place: a part of the cache is a slice of the file's bytes, not a copy of them.
    private let bytes: ArraySlice<UInt8>
    /// From the start of `bytes`.
    private(set) var offset = 0

    init(_ bytes: ArraySlice<UInt8>, from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.init(bytes[...], from: offset)
    }

    var isAtEnd: Bool { offset == bytes.count }

    private func at(_ position: Int) -> UInt8 { bytes[bytes.startIndex + position] }

    mutating func uint() throws(Damaged) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Damaged() }
            let byte = at(offset)
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func int64() throws(Damaged) -> Int64 {
        let raw = try uint()
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }

    mutating func int() throws(Damaged) -> Int { Int(try int64()) }

    mutating func bool() throws(Damaged) -> Bool {
        guard offset < bytes.count, at(offset) <= 1 else { throw Damaged() }
        defer { offset += 1 }
        return at(offset) == 1
    }

    mutating func string() throws(Damaged) -> String {
        let count = try uint()
        guard count <= UInt64(bytes.count - offset) else { throw Damaged() }
        let end = offset + Int(count)
        // The cache's checksum vouches for its bytes; decoding from a buffer is String's fast path.
        let text = bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[offset..<end]), as: UTF8.self)
        }
        offset = end
        return text
    }

    mutating func optional<T: CacheCodable>(_: T.Type = T.self) throws(Damaged) -> T? {
        try bool() ? try T(from: &self) : nil
    }

    mutating func list<T: CacheCodable>(_: T.Type = T.self) throws(Damaged) -> [T] {
        let count = try uint()
        guard count <= UInt64(bytes.count - offset) else { throw Damaged() }  // every item takes a byte at least
        var items: [T] = []
        items.reserveCapacity(Int(count))
        for _ in 0..<count { items.append(try T(from: &self)) }
        return items
    }
}

protocol CacheCodable {
    func write(to writer: inout CacheWriter)
    init(from reader: inout CacheReader) throws(CacheReader.Damaged)
}

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
        let keys = try reader.list(String.self)
        let locations = try reader.list(SourceLocation.self)
        guard keys.count == locations.count else { throw CacheReader.Damaged() }
        keyLocations = Dictionary(zip(keys, locations), uniquingKeysWith: { $1 })
    }
}

/// Without the Markdown or the front matter's text: a memo keeps neither (see `BuildMemo.remember`).
extension PageSource: CacheCodable {
    func write(to writer: inout CacheWriter) {
        file.write(to: &writer)
        writer.write(document.frontMatterStartLine)
        writer.write(document.bodyStartLine)
        frontMatter.write(to: &writer)
        writer.write(slug)
        writer.write(date)
        writer.write(url)
        writer.write(outputFolder)
        writer.write(isDraft)
        writer.write(isFuture)
        sourceKey.write(to: &writer)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        let file = try SourceFile(from: &reader)
        // The front matter's text, like the Markdown, is read again if the page must be rendered again.
        let frontMatterStartLine = try reader.int()
        let document = RawDocument(path: file.path, frontMatter: nil, frontMatterStartLine: frontMatterStartLine,
                                   body: "", bodyStartLine: try reader.int())
        self.init(file: file, document: document, frontMatter: try FrontMatter(from: &reader),
                  slug: try reader.string(), date: try reader.optional(), url: try reader.string(),
                  outputFolder: try reader.string(), isDraft: try reader.bool(), isFuture: try reader.bool(),
                  sourceKey: try ContentHash(from: &reader), bodyIsDropped: true)
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

extension RenderedMarkdown: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(html)
        writer.write(title)
        writer.write(excerpt)
        writer.write(excerptText)
        writer.write(headings)
        writer.write(links)
        writer.write(diagnostics)
        writer.write(derivedImages)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(html: try reader.string(), title: try reader.optional(), excerpt: try reader.string(),
                  excerptText: try reader.string(), headings: try reader.list(), links: try reader.list(),
                  diagnostics: try reader.list())
        derivedImages = try reader.list()
    }
}

extension DerivedImage: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(source)
        key.write(to: &writer)
        writer.write(width)
        writer.write(format.rawValue)
        writer.write(quality)
        writer.write(keepMetadata)
        writer.write(output)
        location.write(to: &writer)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        let source = try reader.string(), key = try ContentHash(from: &reader), width = try reader.int()
        guard let format = ImageFormat(rawValue: try reader.string()) else { throw CacheReader.Damaged() }
        self.init(source: source, key: key, width: width, format: format, quality: try reader.int(),
                  keepMetadata: try reader.bool(), output: try reader.string(),
                  location: try SourceLocation(from: &reader))
    }
}

/// Abridged: without its source, which the memo keeps once, with the file's identity, and with only what other pages
/// and the lists need of its rendered Markdown (the excerpt, the links to check, the heading ids links point to).
/// The HTML, the table of contents and the excerpt's text are most of its size, and are rendered again in the
/// rare build that makes the page itself again (see `applyTemplates`).
extension Page {
    func write(to writer: inout CacheWriter) {
        writer.write(title)
        var rendered = rendered
        rendered.html = ""
        rendered.excerptText = ""
        rendered.headings = rendered.headings.map { Heading(level: 0, text: "", id: $0.id, line: 0) }
        rendered.write(to: &writer)
        writer.write(description)
        writer.write(imageURL)
        key.write(to: &writer)
    }

    init(source: PageSource, from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(source: source, title: try reader.string(), rendered: try RenderedMarkdown(from: &reader),
                  description: try reader.string())
        imageURL = try reader.string()
        key = try ContentHash(from: &reader)
        isAbridged = true
    }
}

/// Only the kinds a `folio build` memo keeps: copies and files found unchanged, never bytes.
extension OutputFile: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(path)
        switch contents {
        case .copy(let source): writer.write(UInt64(0)); writer.write(source)
        case .unchanged(let hash): writer.write(UInt64(1)); hash.write(to: &writer)
        case .bytes(let data): writer.write(UInt64(1)); ContentHash(data).write(to: &writer)
        }
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        let path = try reader.string()
        switch try reader.uint() {
        case 0: self.init(path: path, contents: .copy(of: try reader.string()))
        case 1: self.init(path: path, contents: .unchanged(try ContentHash(from: &reader)))
        default: throw CacheReader.Damaged()
        }
    }
}

extension LinkCheck: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(copies)
        writer.write(diagnostics)
        writer.write(targets)
        key.write(to: &writer)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(copies: try reader.list(), diagnostics: try reader.list(), targets: try reader.list(),
                  key: try ContentHash(from: &reader))
    }
}
