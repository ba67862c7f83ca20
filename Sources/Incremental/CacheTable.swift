import Foundation
import Fingerprints

/// Where everything in the cache file is: the last bytes of the file (see `BuildCache`). The snapshot, the search
/// index and each part of the memory are a run of bytes anywhere between the file's first line and the table, each
/// with its hash; the table is followed by a trailer of fixed size that says where the table starts, how long it
/// is and its hash. A save may append changed parts and a new table to the file instead of writing it all again:
/// the runs no table names any longer are left where they are until the file is written anew.
struct CacheTable: Sendable {
    /// A run of bytes in the file: from `offset`, `length` long, with its hash.
    struct Place: Sendable {
        var offset: Int
        var length: Int
        var hash: ContentHash

        /// The bytes of `file` at this place, whose hash must be the one the table holds.
        func bytes(in file: CacheBytes) throws(CacheReader.Damaged) -> CacheBytes {
            let bytes = file[offset..<(offset + length)]
            guard ContentHash(bytes) == hash else { throw CacheReader.Damaged() }
            return bytes
        }
    }

    var keys = SiteKeys()
    var snapshot: Place
    var search: Place
    /// The memory's parts, in the order of their numbers.
    var parts: [Place]

    /// Three 64-bit numbers (the table's offset, its length and its hash), then `magic`.
    static let trailerSize = 32
    static let magic = Array("tableend".utf8)

    /// The table's bytes, then the trailer, for a table that starts at `offset` in the file.
    func encoded(at offset: Int) -> [UInt8] {
        var writer = CacheWriter()
        func write(_ place: Place) {
            writer.write(UInt64(place.offset))
            writer.write(UInt64(place.length))
            place.hash.write(to: &writer)
        }
        keys.write(to: &writer)
        write(snapshot)
        write(search)
        writer.write(UInt64(parts.count))
        parts.forEach(write)
        var bytes = writer.bytes
        for number in [UInt64(offset), UInt64(writer.bytes.count), ContentHash(writer.bytes).value] {
            withUnsafeBytes(of: number.littleEndian) { bytes += $0 }
        }
        return bytes + Self.magic
    }

    /// The table at the end of `file`, whose runs must all lie from `start` (the end of the file's first line, its
    /// layout and folio's version) up to the table; throws if the trailer, the table or a place is not sound.
    init(readingEndOf file: CacheBytes, start: Int) throws(CacheReader.Damaged) {
        guard file.count >= start + Self.trailerSize else { throw CacheReader.Damaged() }
        let numbers = file[(file.count - Self.trailerSize)..<file.count].withUnsafeBytes { trailer in
            (0..<3).map { UInt64(littleEndian: trailer.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)) }
                + [trailer[24...].elementsEqual(Self.magic) ? 1 : 0]
        }
        let end = file.count - Self.trailerSize
        guard numbers[3] == 1, numbers[0] >= UInt64(start), numbers[0] <= UInt64(end),
              numbers[1] == UInt64(end) - numbers[0] else {
            throw CacheReader.Damaged()
        }
        let table = file[Int(numbers[0])..<end]
        guard ContentHash(table).value == numbers[2] else { throw CacheReader.Damaged() }
        var reader = CacheReader(table)
        func place() throws(CacheReader.Damaged) -> Place {
            let (offset, length) = (try reader.uint(), try reader.uint())
            guard offset >= UInt64(start), offset <= numbers[0], length <= numbers[0] - offset else {
                throw CacheReader.Damaged()
            }
            return Place(offset: Int(offset), length: Int(length), hash: try ContentHash(from: &reader))
        }
        keys = try SiteKeys(from: &reader)
        (snapshot, search) = (try place(), try place())
        let count = try reader.uint()
        guard count <= UInt64(reader.remaining) else { throw CacheReader.Damaged() }
        parts = []
        for _ in 0..<count { parts.append(try place()) }
        guard reader.isAtEnd else { throw CacheReader.Damaged() }
    }

    init(keys: SiteKeys, snapshot: Place, search: Place, parts: [Place]) {
        (self.keys, self.snapshot, self.search, self.parts) = (keys, snapshot, search, parts)
    }
}
