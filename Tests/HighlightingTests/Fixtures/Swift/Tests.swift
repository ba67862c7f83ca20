// Swift Testing, with keywords used as names, written for folio's highlighting tests.
import Testing
@testable import Blog

@Suite("Slugs") struct SlugTests {
    @Test("made from titles", arguments: [("Hello World", "hello-world"), ("Ça va?", "ca-va"), ("", "")])
    func slugs(_ title: String, _ expected: String) {
        #expect(Slug(title).text == expected)
    }

    @Test func keywordsAsLabels() throws {
        let found = try #require(index(of: "x", in: ["a", "x"], default: -1))
        #expect(found == 1)
        let value = lookup(for: "key", as: Int.self)
        #expect(value == nil, "no \(String(describing: Int.self)) for 'key'")
    }

    @Test(.disabled("flaky on busy machines"), .timeLimit(.minutes(1)))
    func slowThing() async {
        await confirmation(expectedCount: 2) { done in
            done()
            done()
        }
    }
}

func index(of item: String, in list: [String], default fallback: Int) -> Int? {
    list.firstIndex(of: item) ?? (fallback < 0 ? nil : fallback)
}

func lookup<T>(for key: String, as type: T.Type) -> T? { nil }

struct Slug: Equatable {
    let text: String
    init(_ title: String) {
        let folded = title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        text = folded.split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
    }
}

enum Keywords {
    case `default`, `class`, `func`
    static let `self` = Keywords.default
    static var all: [Keywords] { [.default, .class, .func] }
}

let labels = Keywords.all.map { "\($0)" }
let first = Keywords.`self`
let dict = ["a": 1, "b": 2]
let b = dict["b", default: 0]
let closures = [1, 2, 3].map { value in value * 2 }.filter { $0 > 2 }.sorted(by: >)
print(labels, first, b, closures, Keywords.self, Int.Type.self)
