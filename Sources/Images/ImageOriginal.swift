import Foundation
import Fingerprints

/// An original picture as the image store knows it: its header and a hash of all its bytes.
public struct ImageOriginal: Sendable, Equatable {
    /// What its header says: format, size, animation.
    public var header: ImageHeader
    /// A hash of its bytes: the key of every file made from it.
    public var hash: ContentHash

    public init(header: ImageHeader, hash: ContentHash) {
        self.header = header
        self.hash = hash
    }

    /// From the whole file: a header may lie past the first 64 KB (a large EXIF or colour profile).
    public init(_ bytes: Data) {
        header = ImageHeader(Array(bytes))
        hash = ContentHash(bytes)
    }
}
