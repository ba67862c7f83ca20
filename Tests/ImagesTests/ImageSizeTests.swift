import Foundation
import Testing
@testable import Images
import TestSupport

@Suite struct ImageSizeTests {
    @Test func png() {
        #expect(ImageSize.read(Array(TestPNG.make(width: 800, height: 500))) == ImageSize(width: 800, height: 500))
    }

    @Test func gif() {
        #expect(ImageSize.read(Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0])
                == ImageSize(width: 320, height: 240))
    }

    @Test func jpegSkipsSegmentsBeforeTheFrame() {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
        let sof0: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03] + Array(repeating: 0, count: 9)
        #expect(ImageSize.read([0xFF, 0xD8] + app0 + sof0) == ImageSize(width: 640, height: 480))
    }

    @Test func webpLossyLosslessAndExtended() {
        let riff = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
        let padding = [UInt8](repeating: 0, count: 16)
        let lossy = riff + Array("VP8 ".utf8) + Array(repeating: 0, count: 10) + [0x90, 0x01, 0x2C, 0x01] + padding
        #expect(ImageSize.read(lossy) == ImageSize(width: 400, height: 300))
        // 14 bits of width - 1, then 14 bits of height - 1: 100 × 50.
        let bits = (100 - 1) | ((50 - 1) << 14)
        let lossless = riff + Array("VP8L".utf8) + [0, 0, 0, 0, 0x2F]
            + [UInt8(bits & 255), UInt8(bits >> 8 & 255), UInt8(bits >> 16 & 255), UInt8(bits >> 24 & 255)] + padding
        #expect(ImageSize.read(lossless) == ImageSize(width: 100, height: 50))
        let extended = riff + Array("VP8X".utf8) + [0, 0, 0, 0, 0, 0, 0, 0]
            + [0x1F, 0x03, 0x00, 0x57, 0x02, 0x00] + padding
        #expect(ImageSize.read(extended) == ImageSize(width: 800, height: 600))
    }

    @Test func svgFromAttributesElseViewBox() {
        #expect(ImageSize.read(Array("<?xml version=\"1.0\"?>\n<svg width=\"120px\" height=\"80\" x=\"1\">".utf8))
                == ImageSize(width: 120, height: 80))
        #expect(ImageSize.read(Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 300 150\">".utf8))
                == ImageSize(width: 300, height: 150))
        #expect(ImageSize.read(Array("<svg width=\"100%\" height=\"100%\">".utf8)) == nil)
    }

    @Test func otherFilesHaveNoSize() {
        #expect(ImageSize.read(Array("%PDF-1.7".utf8)) == nil)
        #expect(ImageSize.read([0x89, 0x50, 0x4E, 0x47]) == nil)
    }
}
