import Foundation

/// Complete PNG files for tests, written without a compressor (the pixels go in stored deflate blocks): a picture
/// any decoder reads, of one colour.
public enum TestPNG {
    public static func make(width: Int, height: Int, rgb: (UInt8, UInt8, UInt8) = (40, 120, 200)) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + 3 * width))
        for _ in 0..<height {
            raw.append(0)  // no filter
            for _ in 0..<width { raw += [rgb.0, rgb.1, rgb.2] }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let isLast = offset + count == raw.count
            zlib += [isLast ? 1 : 0, UInt8(count & 255), UInt8(count >> 8)]
            zlib += [UInt8(~count & 255), UInt8(~count >> 8 & 255)]
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += bigEndian(b << 16 | a)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib)
                    + chunk("IEND", []))
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 255), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
    }

    /// Only a PNG's header with the given size (signature, then an IHDR chunk): enough for a size reader.
    public static func header(width: Int, height: Int) -> Data {
        func be32(_ v: Int) -> [UInt8] {
            [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
        }
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width)
                    + be32(height) + [8, 2, 0, 0, 0] + be32(0))
    }
}
