#if canImport(Glibc)
import Glibc
#endif

/// One `struct inotify_event` copied out of the kernel's buffer.
struct InotifyEvent: Equatable {
    var descriptor: Int32
    var mask: UInt32
    /// The entry's name inside the watched folder; empty for events about the folder itself.
    var name: String

    func has(_ flag: Int32) -> Bool { mask & UInt32(bitPattern: flag) != 0 }
    func has(_ flag: UInt32) -> Bool { mask & flag != 0 }

    /// Splits what one `read` returned: a 16-byte header (wd, mask, cookie, len) then `len` NUL-padded bytes.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = 0
        while offset + 16 <= bytes.count {
            let descriptor = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameBytes = bytes[(offset + 16)..<min(bytes.count, offset + 16 + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            events.append(InotifyEvent(descriptor: descriptor, mask: mask, name: name))
            offset += 16 + length
        }
        return events
    }
}
