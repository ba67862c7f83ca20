import Foundation
import Fingerprints
import ConcurrencyHelpers

/// What the last build wrote: each file's path and the hash of its bytes, kept in the output folder's marker
/// file. The next build writes only files whose bytes differ, so unchanged files keep their timestamps.
public struct OutputManifest: Equatable, Sendable {
    /// Each file's hash, by its path in the folder.
    public var hashes: [String: ContentHash] = [:]
    /// The paths in the order the build made them, which the marker lists them in; nil when read from a marker,
    /// which lists them sorted.
    private var order: [String]?
    /// What the build read (the hash of its look at the inputs, `InputFingerprint`), and the first moment at which
    /// a post it left out as future becomes due.
    public var inputs: ContentHash?
    /// When the first post left out as future becomes due: the site is out of date from then on.
    public var nextPostDue: Date?
    /// When the build's memory holds files read too soon after they changed to be trusted (see `FileIdentity`):
    /// the first moment, in nanoseconds since 1970, at which a build would find them old enough to renew.
    public var racyUntil: Int64?

    /// The first line of the marker file, which says what it is.
    public static let header = "folio wrote this folder; the next build replaces what changed and removes the rest.\n"

    /// Reads the marker; an old or damaged one gives an empty manifest, which only means everything is written.
    public init(marker: Data?) {
        guard let marker, marker.starts(with: Self.header.utf8) else { return }
        let bytes = [UInt8](marker)
        let lines = bytes[Self.header.utf8.count...].split(separator: UInt8(ascii: "\n"))
        hashes.reserveCapacity(lines.count)
        for line in lines {
            let text = { (bytes: ArraySlice<UInt8>) in String(decoding: bytes, as: UTF8.self) }
            if line.starts(with: "inputs ".utf8) {
                inputs = ContentHash(hex: text(line.dropFirst("inputs ".utf8.count)))
            } else if line.starts(with: "due ".utf8), let seconds = Double(text(line.dropFirst("due ".utf8.count))) {
                nextPostDue = Date(timeIntervalSince1970: seconds)
            } else if line.starts(with: "racy ".utf8), let moment = Int64(text(line.dropFirst("racy ".utf8.count))) {
                racyUntil = moment
            } else if line.count > 17, let hash = Self.hash(hex: line.prefix(16)),
                      line[line.startIndex + 16] == UInt8(ascii: " ") {
                hashes[text(line.dropFirst(17))] = hash
            } else {
                hashes = [:]  // not a line folio writes: the whole manifest is in doubt
                return
            }
        }
    }

    /// Sixteen hex digits, without making a string of them.
    private static func hash(hex: ArraySlice<UInt8>) -> ContentHash? {
        var value: UInt64 = 0
        for byte in hex {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return ContentHash(value: value)
    }

    public init(hashes: [String: ContentHash], inputs: ContentHash? = nil, nextPostDue: Date? = nil,
         racyUntil: Int64? = nil) {
        self.hashes = hashes
        self.inputs = inputs
        self.nextPostDue = nextPostDue
        self.racyUntil = racyUntil
    }

    /// The files a build made, in its order (each path once).
    public init(files: [(path: String, hash: ContentHash)], inputs: ContentHash?, nextPostDue: Date?,
                racyUntil: Int64?) {
        var hashes: [String: ContentHash] = [:]
        hashes.reserveCapacity(files.count)
        for (path, hash) in files { hashes[path] = hash }
        self.init(hashes: hashes, inputs: inputs, nextPostDue: nextPostDue, racyUntil: racyUntil)
        // A path twice (which a build that succeeds never makes) is written once, sorted as a marker read back is.
        if hashes.count == files.count { order = files.map(\.path) }
    }

    /// The same files with the same hashes, read from the same inputs: the order a marker lists them in is not
    /// part of it.
    public static func == (a: OutputManifest, b: OutputManifest) -> Bool {
        a.inputs == b.inputs && a.nextPostDue == b.nextPostDue && a.racyUntil == b.racyUntil && a.hashes == b.hashes
    }

    /// The marker file's bytes: the header, then one line a file.
    public var data: Data {
        var text = Self.header
        if let inputs { text += "inputs \(inputs)\n" }
        if let nextPostDue { text += "due \(nextPostDue.timeIntervalSince1970)\n" }
        if let racyUntil { text += "racy \(racyUntil)\n" }
        var bytes = Array(text.utf8)
        let digits = Array("0123456789abcdef".utf8)
        bytes.reserveCapacity(bytes.count + hashes.count * 80)
        for path in order ?? hashes.keys.sorted() {
            let hash = hashes[path]!
            for shift in stride(from: 60, through: 0, by: -4) {
                bytes.append(digits[Int(hash.value >> UInt64(shift) & 0xF)])
            }
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: path.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        return Data(bytes)
    }

    /// True when every file the manifest lists is in `output`. Looked at on every core: each file is a system call,
    /// and a site of 10,000 posts has 16,600 of them.
    public func filesExist(in output: URL) -> Bool {
        let folder = OutputFolder.Descriptor(output)
        let paths = Array(hashes.keys), chunk = 1024
        return inParallelBlocking((paths.count + chunk - 1) / chunk) { number in
            paths[(number * chunk)..<min(paths.count, (number + 1) * chunk)].allSatisfy(folder.holds)
        }.allSatisfy { $0 }
    }

    /// True when a build with these inputs, now, would make exactly the output this manifest describes, and would
    /// have no files to read again that were too young to trust when last read (git "refreshes" such entries too).
    public func isCurrent(for inputs: ContentHash, now: Date) -> Bool {
        self.inputs == inputs && !hashes.isEmpty && (nextPostDue.map { now < $0 } ?? true)
            && (racyUntil.map { FileIdentity.now < $0 } ?? true)
    }
}
