import Testing
@testable import Highlighting

/// A fence's info string in Hugo's and Zola's spellings.
@Suite struct FenceInfoTests {
    @Test func infoStringsInBothSpellings() {
        let hugo = FenceInfo(#"swift {linenos=true hl_lines=[2,"4-6"] linenostart=10}"#)
        #expect(hugo.language == "swift")
        #expect(hugo.options.map(\.key) == ["linenos", "hl_lines", "linenostart"])
        #expect(hugo.options.map(\.value) == ["true", #"[2,"4-6"]"#, "10"])
        let zola = FenceInfo("swift,linenos,hl_lines=2 4-6,name=Main.swift")
        #expect(zola.language == "swift")
        #expect(zola.options.map(\.key) == ["linenos", "hl_lines", "name"])
        #expect(zola.options.map(\.value) == [nil, "2 4-6", "Main.swift"])
        let commas = FenceInfo(#"go {linenos=table,hl_lines=[8,"15-17"],linenostart=199, title="a b.go"}"#)
        #expect(commas.options.map(\.key) == ["linenos", "hl_lines", "linenostart", "title"])
        #expect(commas.options.last?.value == "a b.go")
        #expect(FenceInfo("swift").options.isEmpty)
    }
}
