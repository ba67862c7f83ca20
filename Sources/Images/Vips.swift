import CVipsShim
import Foundation

/// libvips, through folio's C shim: the only file that touches it. Every buffer and image the shim gives out is
/// freed here, with `defer`, before a call returns; no vips pointer leaves this file.
enum Vips {
    /// Threads libvips uses for one operation. folio encodes one image per core itself, so libvips gets one:
    /// two pools of two threads each would only fight over 2 cores.
    static let threadsPerOperation = 1

    /// libvips started once for the process, or why it could not start.
    private static let started: Result<Void, VipsError> = {
        var message: UnsafeMutablePointer<CChar>?
        guard folio_vips_start(Int32(threadsPerOperation), &message) == 0 else {
            return .failure(VipsError(message: take(message)))
        }
        return .success(())
    }()

    /// Why libvips cannot be used here (it is not installed, or not the one folio was built against), or nil. Loads
    /// it, the first time.
    static var problem: String? {
        if case .failure(let error) = started { error.message } else { nil }
    }

    /// The image in `bytes` turned upright, in sRGB, at most `width` pixels wide, encoded in each of `formats`
    /// (same order). One decode serves every format.
    static func encode(_ bytes: Data, width: Int, formats: [(format: ImageFormat, quality: Int)],
                       keepMetadata: Bool) throws(VipsError) -> [Data] {
        try started.get()
        var image: UnsafeMutableRawPointer?
        var message: UnsafeMutablePointer<CChar>?
        var size = (width: Int32(0), height: Int32(0))
        let shrunk = bytes.withUnsafeBytes { buffer in
            folio_vips_shrink(buffer.baseAddress, buffer.count, Int32(width), &image, &size.width, &size.height,
                              &message)
        }
        guard shrunk == 0, let image else { throw VipsError(message: take(message)) }
        defer { folio_vips_release(image) }
        var files: [Data] = []
        for (format, quality) in formats {
            var output: UnsafeMutableRawPointer?
            var length = 0
            guard folio_vips_save(image, format.vips, Int32(quality), keepMetadata ? 1 : 0, &output, &length,
                                  &message) == 0, let output else { throw VipsError(message: take(message)) }
            defer { folio_vips_free(output) }
            files.append(Data(bytes: output, count: length))
        }
        return files
    }

    /// The shim's message as a String, freed.
    private static func take(_ message: UnsafeMutablePointer<CChar>?) -> String {
        guard let message else { return "libvips failed without saying why" }
        defer { folio_vips_free(message) }
        return String(cString: message)
    }
}

/// What libvips said when it could not decode or encode an image.
struct VipsError: Error, Equatable {
    var message: String
}

private extension ImageFormat {
    var vips: folio_vips_format {
        switch self {
        case .jpeg: FOLIO_VIPS_JPEG
        case .png: FOLIO_VIPS_PNG
        case .webp: FOLIO_VIPS_WEBP
        case .avif: FOLIO_VIPS_AVIF
        }
    }
}
