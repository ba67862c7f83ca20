import Testing
@testable import Search

@Suite struct JSONTextTests {
    /// The rule, scalar by scalar: what `JSONText.string` must write, which reads bytes.
    func expected(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            case "<": result += "\\u003c"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    @Test func escapesWhatJSONAndScriptsNeedAndCopiesTheRest() {
        let cases = [
            "", "plain", "say \"hi\"", "back\\slash", "line\nbreak\r\ttab", "\u{0}\u{1}\u{1F}\u{7F}",
            "</script>", "a\u{2028}b\u{2029}c", "\u{2028}", "ends \u{2029}", "€ ‚ ‧ ‰", "é 日本 🎉",
            "\u{E2}", "mixed \"€\"\n\u{2028}<",
        ]
        for text in cases { #expect(JSONText.string(text) == expected(text), "\(text.debugDescription)") }
        #expect(JSONText.string("a\"<\u{2028}\u{1}") == #""a\"\u003c\u2028\u0001""#)
        // Every scalar from U+0000 to U+3000 (and a few past), one at a time and between letters.
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            if JSONText.string(text) != expected(text) {
                Issue.record("U+\(String(value, radix: 16))")
                break
            }
        }
    }
}
