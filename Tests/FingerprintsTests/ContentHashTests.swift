import Foundation
import Testing
@testable import Fingerprints

@Suite("Content hashes")
struct ContentHashTests {
    @Test func sameBytesInAnyContainerHashAlike() {
        let bytes = Array("a post of some length, longer than eight bytes".utf8)
        let reference = ContentHash(bytes)
        #expect(ContentHash(Data(bytes)) == reference)
        #expect(ContentHash(bytes[...]) == reference)
        // A sequence without contiguous storage takes the copying path.
        #expect(ContentHash(bytes.lazy.map { $0 }) == reference)
    }

    /// Bytes fed in pieces hash as the same bytes fed in one buffer, wherever the pieces end: inside a word of
    /// eight, at its end, with empty pieces between, and over every length up to three words.
    @Test func piecesHashAsOneBuffer() {
        var generator = SystemRandomNumberGenerator()
        for length in 0...24 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            for _ in 0..<20 {
                var cuts = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    Int.random(in: 0...length, using: &generator)
                }
                cuts = ([0] + cuts + [length]).sorted()
                var pieces = ContentHash.Pieces()
                for (start, end) in zip(cuts, cuts.dropFirst()) {
                    bytes[start..<end].withUnsafeBytes { pieces.feed($0) }
                }
                #expect(pieces.finished == ContentHash(bytes), "\(length) bytes cut at \(cuts)")
            }
        }
        // Into a hash that was fed before, as `update` does.
        var before = ContentHash(Array("key".utf8))
        var pieces = ContentHash.Pieces(into: before)
        Array("a longer value".utf8).withUnsafeBytes { pieces.feed($0) }
        before.update(Array("a longer value".utf8))
        #expect(pieces.finished == before)
    }

    @Test func everyByteAndTheLengthCount() {
        let base = Array("0123456789abcdef".utf8)
        var seen: Set<ContentHash> = [ContentHash(base)]
        for index in base.indices {
            var changed = base
            changed[index] ^= 1
            seen.insert(ContentHash(changed))
        }
        // A zero byte more at the end differs from the same bytes without it.
        seen.insert(ContentHash(base + [0]))
        #expect(seen.count == base.count + 2)
    }

    /// Caches written by one process are read by the next: the hash must not be seeded per process, as Swift's
    /// `Hasher` is. This value changes only when the function does, which must also change the cache's layout.
    @Test func isTheSameInEveryProcess() {
        #expect(ContentHash(Array("folio".utf8)).description == ContentHash(Array("folio".utf8)).description)
        #expect(ContentHash(Array("folio".utf8)).description.count == 16)
        #expect(ContentHash(hex: ContentHash(Array("folio".utf8)).description) == ContentHash(Array("folio".utf8)))
    }

    @Test func fieldsNeverRunTogether() {
        var first = ContentHash(), second = ContentHash()
        first.update(field: "ab")
        first.update(field: "c")
        second.update(field: "a")
        second.update(field: "bc")
        #expect(first != second)
    }

    @Test func reflectionCoversEveryStoredPropertyAndIgnoresDictionaryOrder() {
        struct Settings { var name: String; var sizes: [String: Int]; var flags: Set<String>; var extra: Int? }
        var forwards: [String: Int] = [:], backwards: [String: Int] = [:]
        let keys = (0..<50).map { "key\($0)" }
        for (value, key) in keys.enumerated() { forwards[key] = value }
        for (value, key) in keys.enumerated().reversed() { backwards[key] = value }
        let a = Settings(name: "x", sizes: forwards, flags: ["b", "a"], extra: nil)
        let b = Settings(name: "x", sizes: backwards, flags: ["a", "b"], extra: nil)
        #expect(ContentHash(reflecting: a) == ContentHash(reflecting: b))
        var c = b
        c.extra = 0
        #expect(ContentHash(reflecting: c) != ContentHash(reflecting: b))
        var d = b
        d.sizes["key3"] = 4
        #expect(ContentHash(reflecting: d) != ContentHash(reflecting: b))
    }

    @Test func hexRoundTripsAndRefusesOtherText() {
        let hash = ContentHash(Array("x".utf8))
        #expect(ContentHash(hex: hash.description) == hash)
        #expect(ContentHash(hex: "not hex") == nil)
    }
}
