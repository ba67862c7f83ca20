import Foundation
import Testing
import JSON

@Suite struct JSONValueTests {
    @Test func writesMembersInTheirOrder() {
        let value: JSONValue = ["z": 1, "a": [true, false, nil], "m": ["x": "y"], "d": 1.5]
        #expect(value.text() == #"{"z":1,"a":[true,false,null],"m":{"x":"y"},"d":1.5}"#)
    }

    @Test func leavesOutMembersWithoutAValue() {
        let missing: String? = nil
        let value = JSONValue.object(["a": "b", "c": missing.map { .string($0) }, "e": .nonEmpty(""), "f": 0])
        #expect(value.text() == #"{"a":"b","f":0}"#)
    }

    @Test func escapesWhatJSONRequires() {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{7} nul \u{0} lines \u{2028}\u{2029} é 日本 🎉"
        let written = JSONValue.string(text).text()
        #expect(written
            == #""quote \" backslash \\ newline \n tab \t bell \u0007 nul \u0000 lines \u2028\u2029 é 日本 🎉""#)
        // And reads back as the same string.
        let read = try? JSONSerialization.jsonObject(with: Data(written.utf8), options: .fragmentsAllowed) as? String
        #expect(read == text)
    }

    @Test func aScriptCannotBeEndedOrCommentedFromAString() {
        let text = "</script><script>alert(1)</script> <!-- & -->"
        let written = JSONValue.object(["name": .string(text)]).text(for: .htmlScript)
        #expect(!written.contains("<") && !written.contains(">") && !written.contains("&"))
        #expect(written == #"{"name":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e "#
            + #"\u003c!-- \u0026 --\u003e"}"#)
        let read = try? JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: String]
        #expect(read?["name"] == text)
        // Outside a script, those stay as they are.
        #expect(JSONValue.string("<&>").text() == #""<&>""#)
    }

    @Test func writesNumbersAsJSONReadsThem() {
        #expect(JSONValue.array([.double(2), .double(-0.25), .double(1e-7), .double(.nan), .double(.infinity),
                                 .int(-42)]).text() == "[2,-0.25,1e-07,null,null,-42]")
    }

    @Test func findsAMemberByKey() {
        let value: JSONValue = ["a": ["b": "c"]]
        #expect(value["a"]?["b"] == "c")
        #expect(value["x"] == nil)
        #expect(JSONValue.string("a")["a"] == nil)
    }

    /// The rule, scalar by scalar: what `write(string:to:_:)` must write, which reads bytes.
    func expected(_ text: String, _ placement: JSONValue.Placement) -> String {
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
            case "<" where placement == .htmlScript: result += "\\u003c"
            case ">" where placement == .htmlScript: result += "\\u003e"
            case "&" where placement == .htmlScript: result += "\\u0026"
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

    @Test func escapesByTheRuleEveryScalarAndRunBetween() {
        let cases = [
            "", "plain", "say \"hi\"", "back\\slash", "line\nbreak\r\ttab", "\u{0}\u{1}\u{1F}\u{7F}",
            "</script>", "a\u{2028}b\u{2029}c", "\u{2028}", "ends \u{2029}", "€ ‚ ‧ ‰", "é 日本 🎉",
            "\u{E2}", "mixed \"€\"\n\u{2028}<&>",
        ]
        for placement in [JSONValue.Placement.plain, .htmlScript] {
            for text in cases {
                #expect(JSONValue.string(text).text(for: placement) == expected(text, placement),
                        "\(text.debugDescription)")
            }
            // Every scalar from U+0000 to U+3000 (and a few past), one at a time between letters, and written into a
            // buffer that holds bytes already.
            for value in UInt32(0)...0x3000 {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = "a" + String(Character(scalar)) + "b"
                var bytes = Array("x".utf8)
                JSONValue.write(string: text, to: &bytes, placement)
                if String(decoding: bytes, as: UTF8.self) != "x" + expected(text, placement) {
                    Issue.record("U+\(String(value, radix: 16)), \(placement)")
                    break
                }
            }
        }
        #expect(JSONValue.string("a\"<\u{2028}\u{1}").text(for: .htmlScript) == #""a\"\u003c\u2028\u0001""#)
    }
}
