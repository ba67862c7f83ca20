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
}
