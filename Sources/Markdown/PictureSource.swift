/// One `<source>` of a `<picture>`: the same image in another format, at several widths.
public struct PictureSource: Sendable, Hashable {
    /// The media type, `image/webp`.
    public var type: String
    /// `a-227.webp 227w, a-453.webp 453w`: URLs without spaces or commas.
    public var srcset: String
    /// How wide the picture shows: `(max-width: 40em) 100vw, 227px`.
    public var sizes: String

    public init(type: String, srcset: String, sizes: String) {
        self.type = type
        self.srcset = srcset
        self.sizes = sizes
    }
}
