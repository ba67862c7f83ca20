import Foundation
import Fingerprints

/// The store's index of originals in its folder: one line per original, tab-separated, the path last.
/// A line folio cannot read is skipped; the original is then read again.
extension ImageStore {
    static func formatIndex(_ originals: [String: KnownOriginal]) -> String {
        var text = "folio image store 1\n"
        for (path, known) in originals.sorted(by: { $0.key < $1.key }) where !path.contains("\n") {
            let id = known.identity, header = known.original.header
            let fields: [String] = [
                "\(id.size)", "\(id.modified)", "\(id.changed)", "\(id.inode)", "\(known.recordedAt)",
                known.original.hash.description, header.format?.rawValue ?? "-", "\(header.size?.width ?? 0)",
                "\(header.size?.height ?? 0)", header.isAnimated ? "1" : "0", path,
            ]
            text += fields.joined(separator: "\t") + "\n"
        }
        return text
    }

    static func parseIndex(_ text: String) -> [String: KnownOriginal] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first == "folio image store 1" else { return [:] }
        var originals: [String: KnownOriginal] = [:]
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", maxSplits: 10, omittingEmptySubsequences: false)
            guard fields.count == 11, let size = Int64(fields[0]), let modified = Int64(fields[1]),
                  let changed = Int64(fields[2]), let inode = UInt64(fields[3]), let recordedAt = Int64(fields[4]),
                  let hash = ContentHash(hex: fields[5]), let width = Int(fields[7]), let height = Int(fields[8])
            else { continue }
            var header = ImageHeader([])
            header.format = ImageFormat(rawValue: String(fields[6]))
            header.size = width > 0 && height > 0 ? ImageSize(width: width, height: height) : nil
            header.isAnimated = fields[9] == "1"
            let identity = FileIdentity(size: size, modified: modified, changed: changed, inode: inode)
            originals[String(fields[10])] = KnownOriginal(identity: identity, recordedAt: recordedAt,
                                                         original: ImageOriginal(header: header, hash: hash))
        }
        return originals
    }
}
