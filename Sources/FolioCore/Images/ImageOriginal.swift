import Foundation
import Fingerprints

/// An original picture as the image store knows it: its header and a hash of all its bytes.
struct ImageOriginal: Sendable, Equatable {
    var header: ImageHeader
    var hash: ContentHash

    init(header: ImageHeader, hash: ContentHash) {
        self.header = header
        self.hash = hash
    }

    /// From the whole file: a header may lie past the first 64 KB (a large EXIF or colour profile).
    init(_ bytes: Data) {
        header = ImageHeader(Array(bytes))
        hash = ContentHash(bytes)
    }
}
