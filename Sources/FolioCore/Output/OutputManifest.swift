import Foundation

/// What the last build wrote: each file's path and the hash of its bytes, kept in the output folder's marker
/// file. The next build writes only files whose bytes differ, so unchanged files keep their timestamps.
struct OutputManifest: Equatable {
    var hashes: [String: ContentHash] = [:]
    /// What the build read, and the first moment at which a post it left out as future becomes due.
    var inputs: InputFingerprint?
    var nextPostDue: Date?

    static let header = "folio wrote this folder; the next build replaces what changed and removes the rest.\n"

    /// Reads the marker; an old or damaged one gives an empty manifest, which only means everything is written.
    init(marker: Data?) {
        guard let marker, let text = String(data: marker, encoding: .utf8), text.hasPrefix(Self.header) else { return }
        for line in text.dropFirst(Self.header.count).split(separator: "\n") {
            if line.hasPrefix("inputs ") {
                inputs = InputFingerprint(line.dropFirst("inputs ".count))
            } else if line.hasPrefix("due "), let seconds = Double(line.dropFirst("due ".count)) {
                nextPostDue = Date(timeIntervalSince1970: seconds)
            } else if line.count > 17, let hash = ContentHash(hex: line.prefix(16)) {
                hashes[String(line.dropFirst(17))] = hash
            }
        }
    }

    init(hashes: [String: ContentHash], inputs: InputFingerprint? = nil, nextPostDue: Date? = nil) {
        self.hashes = hashes
        self.inputs = inputs
        self.nextPostDue = nextPostDue
    }

    var data: Data {
        var text = Self.header
        if let inputs { text += "inputs \(inputs)\n" }
        if let nextPostDue { text += "due \(nextPostDue.timeIntervalSince1970)\n" }
        return Data((text + hashes.keys.sorted().map { "\(hashes[$0]!) \($0)\n" }.joined()).utf8)
    }

    /// True when a build with these inputs, now, would make exactly the output this manifest describes.
    func isCurrent(for inputs: InputFingerprint, now: Date) -> Bool {
        self.inputs == inputs && !hashes.isEmpty && (nextPostDue.map { now < $0 } ?? true)
    }
}
