import Testing
import Images
import TestSupport

/// The README's example of this library, run as it is written there (a test compares the two).
@Suite struct ReadmeExampleTests {
    @Test func example() throws {
        let bytes = Array(TestPNG.header(width: 4000, height: 3000))
        // README: begin
        let size = ImageSize.read(bytes)  // from the header alone: PNG, GIF, JPEG (EXIF-turned), WebP, SVG
        let plan = ImagePlan(originalWidth: 4000, share: 1.0 / 3, isFloated: true, contentWidth: 680)
        // plan.widths == [227, 454, 640, 860, 1290]; plan.sizes == "(max-width: 40em) 100vw, 227px"
        // README: end
        #expect(size == ImageSize(width: 4000, height: 3000))
        #expect(plan.widths == [227, 454, 640, 860, 1290])
        #expect(plan.sizes == "(max-width: 40em) 100vw, 227px")
    }
}
