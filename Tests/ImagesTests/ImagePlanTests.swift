import Testing
@testable import Images
import Markdown

/// The widths and `sizes` of a picture, from its layout words, the 680 px column and the original's width.
@Suite struct ImagePlanTests {
    func plan(_ words: [String], originalWidth: Int = 4000, column: Int = 680) -> ImagePlan {
        let vocabulary = ImageLayoutVocabulary(custom: [:], contentWidth: column)
        return ImagePlan(originalWidth: originalWidth, share: vocabulary.share(of: words),
                         isFloated: vocabulary.isFloated(words), contentWidth: vocabulary.contentWidth)
    }

    @Test func aFloatedThirdIsAThirdOfTheColumnOnADesktopAndTheWholeColumnOnAPhone() {
        let third = plan(["right", "third"])
        #expect(third.widths == [227, 454, 640, 860, 1290])
        #expect(third.sizes == "(max-width: 40em) 100vw, 227px")
        #expect(third.fallbackWidth == 227)
    }

    @Test func aPictureThatIsNotFloatedKeepsItsShareOfTheColumnOnAPhone() {
        let half = plan(["center", "half"])
        #expect(half.widths == [320, 340, 430, 645, 680])
        #expect(half.sizes == "(max-width: 40em) 50vw, 340px")
        #expect(plan(["twothirds"]).sizes == "(max-width: 40em) 66.67vw, 453px")
        #expect(plan(["quarter"]).sizes == "(max-width: 40em) 25vw, 170px")
    }

    @Test func withoutAWidthWordAPictureShowsAtItsNaturalWidthUpToTheColumn() {
        #expect(plan([]).sizes == "(max-width: 40em) 100vw, 680px")
        #expect(plan([], originalWidth: 4000).widths == [640, 680, 860, 1290, 1360])
        let small = plan(["left"], originalWidth: 500)
        #expect(small.widths == [500])
        #expect(small.sizes == "(max-width: 40em) 100vw, 500px")
        #expect(small.fallbackWidth == 500)
    }

    @Test func noWidthIsLargerThanTheOriginalWhichTakesThePlaceOfTheLargerOnes() {
        let third = plan(["right", "third"], originalWidth: 700)
        #expect(third.widths == [227, 454, 640, 700])
        #expect(third.widths.allSatisfy { $0 <= 700 })
        #expect(plan(["full"], originalWidth: 100).widths == [100])
        #expect(plan(["full"], originalWidth: 100).fallbackWidth == 100)
    }

    @Test func theColumnComesFromTheSettingAndTheStylesheetSaysTheSame() {
        let wide = plan(["right", "half"], column: 800)
        #expect(wide.sizes == "(max-width: 40em) 100vw, 400px")
        #expect(wide.widths.contains(400) && wide.widths.contains(800))
        #expect(ImageLayoutVocabulary(custom: [:], contentWidth: 800).stylesheet()
            .contains(":root { --content-width: 800px; }"))
    }

    @Test func customWordsSetNoWidth() {
        let vocabulary = ImageLayoutVocabulary(custom: ["rounded": "border-radius: 1em;"])
        #expect(vocabulary.share(of: ["rounded"]) == nil)
        #expect(vocabulary.share(of: ["rounded", "third"]) == 1.0 / 3)
    }
}
