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

    /// A count, then that many bytes: what `CacheReader.counted()` reads.
    mutating func write(counted part: [UInt8]) {
        write(UInt64(part.count))
        bytes += part
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
    private let bytes: CacheBytes
    /// From the start of `bytes`.
    private(set) var offset = 0

    /// The mapped file's bytes, read in place while `bytes` keeps the mapping (see `CacheBytes.mappedStart`): a
    /// read of one byte through `withUnsafeBytes` costs several times the read.
    private let mapped: UnsafeRawPointer?

    init(_ bytes: CacheBytes, from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
        mapped = bytes.mappedStart
    }

    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.init(CacheBytes(bytes), from: offset)
    }

    var isAtEnd: Bool { offset == bytes.count }
    /// Bytes not read yet: no list can hold more items than this.
    var remaining: Int { bytes.count - offset }

    private func at(_ position: Int) -> UInt8 {
        if let mapped { return mapped.load(fromByteOffset: position, as: UInt8.self) }
        return bytes.withUnsafeBytes { $0[position] }
    }

    mutating func uint() throws(Damaged) -> UInt64 {
        // Most numbers the cache holds are below 128: one byte.
        if offset < bytes.count, case let byte = at(offset), byte < 0x80 {
            offset += 1
            return UInt64(byte)
        }
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
        let text = bytes.withUnsafeBytes { String(decoding: UnsafeRawBufferPointer(rebasing: $0[offset..<end]),
                                                  as: UTF8.self) }
        offset = end
        return text
    }

    /// The bytes read since `start`, in place.
    func bytes(from start: Int) -> CacheBytes {
        bytes[start..<offset]
    }

    /// A count, then that many bytes: the bytes, in place.
    mutating func counted() throws(Damaged) -> CacheBytes {
        let count = try uint()
        guard count <= UInt64(bytes.count - offset) else { throw Damaged() }
        defer { offset += Int(count) }
        return bytes[offset..<(offset + Int(count))]
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
