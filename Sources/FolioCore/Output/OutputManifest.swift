import Foundation

/// What the last build wrote: each file's path and the hash of its bytes, kept in the output folder's marker
/// file. The next build writes only files whose bytes differ, so unchanged files keep their timestamps.
struct OutputManifest: Equatable {
    var hashes: [String: ContentHash] = [:]

    static let header = "folio wrote this folder; the next build replaces what changed and removes the rest.\n"

    /// Reads the marker; an old or damaged one gives an empty manifest, which only means everything is written.
    init(marker: Data?) {
        guard let marker, let text = String(data: marker, encoding: .utf8), text.hasPrefix(Self.header) else { return }
        for line in text.dropFirst(Self.header.count).split(separator: "\n") {
            guard line.count > 17, let hash = ContentHash(hex: line.prefix(16)) else { continue }
            hashes[String(line.dropFirst(17))] = hash
        }
    }

    init(hashes: [String: ContentHash]) {
        self.hashes = hashes
    }

    var data: Data {
        Data((Self.header + hashes.keys.sorted().map { "\(hashes[$0]!) \($0)\n" }.joined()).utf8)
    }
}
