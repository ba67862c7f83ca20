import Testing
@testable import Highlighting

/// The generated lookup (scripts/swift-words) finds every `SwiftWord` by its name and nothing else.
@Suite struct SwiftWordTests {
    func find(_ text: String) -> SwiftWord {
        Array(text.utf8).withUnsafeBufferPointer { SwiftWord.find($0.baseAddress!, 0, $0.count) }
    }

    @Test func everyWordIsFoundByItsName() {
        for word in SwiftWord.allCases where word != .identifier {
            let name = word == .wildcard ? "_" : "\(word)"
            #expect(find(name) == word, "\(name)")
        }
    }

    @Test func otherWordsAreNames() {
        for text in ["x", "ifx", "Func", "self_", "associatedtypes", "precedencegroupp", "averyveryverylongname",
                     "__", "$0", "é", "nonisolate"] {
            #expect(find(text) == .identifier, "\(text)")
        }
    }
}
