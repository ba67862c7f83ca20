import Testing
@testable import Import
import TOML

@Suite struct HugoBuildOptionsTests {
    private func options(toml: String, inheriting: HugoBuildOptions? = nil) throws -> HugoBuildOptions? {
        HugoBuildOptions(try TOMLReader.read(toml, path: "a.md"), inheriting: inheriting)
    }

    @Test func aPageWithoutOptionsHasNone() throws {
        #expect(try options(toml: "title = \"A\"") == nil)
    }

    @Test func headlessIsNeitherRenderedListedNorPublished() throws {
        let headless = try #require(try options(toml: "headless = true"))
        #expect(headless.isHeadless && !headless.render && !headless.list && !headless.publishResources)
        #expect(try options(toml: "headless = \"true\"") == nil)  // a string is not Hugo's boolean
    }

    @Test func buildOptionsInEitherSpelling() throws {
        let never = try #require(try options(toml: "[_build]\nrender = \"never\"\nlist = \"local\""))
        #expect(!never.render && never.list && never.publishResources)
        let link = try #require(try options(toml: "[build]\nrender = \"link\"\npublishResources = false"))
        #expect(!link.render && !link.publishResources)
        // Hugo's older booleans.
        #expect(try options(toml: "[build]\nrender = false\nlist = false")?.list == false)
    }

    @Test func aSectionCascadesItsOptionsUnlessTheyHaveATarget() throws {
        let section = try TOMLReader.read("[cascade._build]\nrender = \"never\"", path: "_index.md")
        let cascaded = try #require(HugoBuildOptions.cascaded(by: section))
        #expect(!cascaded.render && cascaded.isCascaded)
        let page = try #require(try options(toml: "title = \"B\"", inheriting: cascaded))
        #expect(!page.render && page.isCascaded)
        #expect(try options(toml: "[build]\nrender = \"always\"", inheriting: cascaded)?.render == true)
        let targeted = try TOMLReader.read("[[cascade]]\n[cascade._build]\nrender = \"never\"\n[cascade._target]\n"
                                           + "path = \"/blog/**\"", path: "_index.md")
        #expect(HugoBuildOptions.cascaded(by: targeted) == nil)
    }
}
