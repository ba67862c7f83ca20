import Foundation
import SourceDiagnostics
import Fingerprints
import Mustache
import Highlighting
import Images
import Blog
import Search

// The build memory's records as the cache keeps them: without a page's rendered Markdown or a file's bytes.

extension SourceRecord: CacheCodable {
    func write(to writer: inout CacheWriter) {
        identity.write(to: &writer)
        writer.write(readAt)
        placement.write(to: &writer)
        text.write(to: &writer)
        stamp.write(to: &writer)
        read.value.write(to: &writer)
        writer.write(read.warnings)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(identity: try FileIdentity(from: &reader), readAt: try reader.int64(),
                  placement: try ContentHash(from: &reader), text: try ContentHash(from: &reader),
                  stamp: try ContentHash(from: &reader),
                  read: Checked(try PageSource(from: &reader), warnings: try reader.list()))
    }
}

extension PageRecord: CacheCodable {
    func write(to writer: inout CacheWriter) {
        for key in [version, resolution, summaryKey, summaryHash, checkKey] { key.write(to: &writer) }
        writer.write(diagnostics)
        writer.write(unknownLanguages)
        writer.write(derivedImages)
        deferred.write(to: &writer)
        searchKey.write(to: &writer)
        searchText.write(to: &writer)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        let keys = try (0..<5).map { _ throws(CacheReader.Damaged) in try ContentHash(from: &reader) }
        self.init(version: keys[0], resolution: keys[1], summaryKey: keys[2], summaryHash: keys[3], checkKey: keys[4],
                  diagnostics: try reader.list(), unknownLanguages: try reader.list(),
                  derivedImages: try reader.list(), shown: try Deferred(from: &reader))
        searchKey = try ContentHash(from: &reader)
        searchText = try Deferred(from: &reader)
    }
}

extension PageRecord.Shown: CacheCodable {
    func write(to writer: inout CacheWriter) {
        summary.write(to: &writer)
        writer.write(links)
        writer.write(anchors)
        writer.write(check)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(summary: try TemplateValue(from: &reader), links: try reader.list(), anchors: try reader.list(),
                  check: try reader.optional())
    }
}

extension OutputRecord: CacheCodable {
    func write(to writer: inout CacheWriter) {
        key.write(to: &writer)
        hash.write(to: &writer)
        deferredReads.write(to: &writer)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(key: try ContentHash(from: &reader), hash: try ContentHash(from: &reader),
                  reads: try Deferred(from: &reader))
    }
}

extension PathList: CacheCodable {
    func write(to writer: inout CacheWriter) { writer.write(paths) }
    init(from reader: inout CacheReader) throws(CacheReader.Damaged) { self.init(paths: try reader.list()) }
}

extension CopyRecord: CacheCodable {
    func write(to writer: inout CacheWriter) {
        identity.write(to: &writer)
        writer.write(readAt)
        hash.write(to: &writer)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(identity: try FileIdentity(from: &reader), readAt: try reader.int64(),
                  hash: try ContentHash(from: &reader))
    }
}

extension SiteKeys: CacheCodable {
    func write(to writer: inout CacheWriter) {
        for key in [placement, rendering, summaries, index, site, settings, contexts] { key.write(to: &writer) }
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init()
        placement = try ContentHash(from: &reader)
        rendering = try ContentHash(from: &reader)
        summaries = try ContentHash(from: &reader)
        index = try ContentHash(from: &reader)
        site = try ContentHash(from: &reader)
        settings = try ContentHash(from: &reader)
        contexts = try ContentHash(from: &reader)
    }
}

extension UnknownLanguage: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(name)
        location.write(to: &writer)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(name: try reader.string(), location: try SourceLocation(from: &reader))
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

/// A page's search entry as the cache keeps it: the entry's text, `""` for none (a String's bytes, as the cache
/// writes a String).
struct PageSearch: CacheCodable, Sendable {
    var entry: SearchEntry?

    func write(to writer: inout CacheWriter) {
        writer.write(counted: entry?.utf8 ?? [])
    }

    init(entry: SearchEntry?) {
        self.entry = entry
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        let text = try reader.string()
        entry = text.isEmpty ? nil : SearchEntry(text: text)
    }
}
