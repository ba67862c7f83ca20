import Foundation
import Testing
@testable import Images
import TestSupport

/// What folio learns of a picture from its first bytes: format, the size as shown, and whether it moves.
@Suite struct ImageHeaderTests {
    static func fixture(_ name: String) throws -> Data {
        try TestImages.fixture(name)
    }

    @Test func aJPEGTurnedByItsEXIFOrientationHasWidthAndHeightSwapped() throws {
        let header = ImageHeader(Array(try Self.fixture("oriented.jpg")))
        #expect(header.format == .jpeg)
        #expect(header.size == ImageSize(width: 1500, height: 1000))  // stored 1000 × 1500, orientation 6
        #expect(!header.isAnimated)
    }

    @Test func anAnimatedPNGIsAnimatedAndAStillOneIsNot() throws {
        #expect(ImageHeader(Array(try Self.fixture("animated.png"))).isAnimated)
        let flat = ImageHeader(Array(try Self.fixture("flat.png")))
        #expect(!flat.isAnimated)
        #expect(flat.format == .png && flat.size == ImageSize(width: 200, height: 100))
    }

    @Test func svgAndGIFAreLeftAsTheyAre() {
        #expect(ImageHeader(Array("<svg width=\"10\" height=\"10\"></svg>".utf8)).format == nil)
        #expect(ImageHeader(Array("GIF89a".utf8) + [10, 0, 10, 0, 0, 0]).format == nil)
    }

    @Test func aDecompressionBombIsRefusedFromItsHeader() {
        let bomb = ImageHeader(Array(TestPNG.header(width: 30_000, height: 30_000)))
        let problem = ImageLimits.problem(with: bomb)
        #expect(problem?.contains("30000 × 30000 pixels (900 megapixels)") == true)
        let camera = ImageHeader(Array(TestPNG.header(width: 12_000, height: 9_000)))
        #expect(ImageLimits.problem(with: camera) == nil)
    }
}
