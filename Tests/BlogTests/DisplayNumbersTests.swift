import Testing
@testable import Blog

/// Numbers as the site's language writes them, from the locale data.
@Suite struct DisplayNumbersTests {
    @Test(arguments: [
        ("en", 1_234_567, "1,234,567"), ("en", 999, "999"), ("en", -1234, "-1,234"), ("de", 1234, "1.234"),
        ("es", 1234, "1234"), ("es", 12345, "12.345"), ("ar", 1234, "1,234"), ("ar-EG", 1234, "١٬٢٣٤"),
        ("ja", 1234, "1,234"),
    ] as [(String, Int, String)])
    func writesNumbersTheLanguagesWay(_ language: String, _ number: Int, _ written: String) {
        #expect(DisplayNumbers.make(language: language).display(number) == written)
    }

    @Test func frenchGroupsWithASpace() {
        let written = DisplayNumbers.make(language: "fr").display(12345)
        #expect(written.count == 6 && written.hasPrefix("12") && written.hasSuffix("345"))
        #expect(written.unicodeScalars.dropFirst(2).first?.properties.isWhitespace == true)
    }
}
