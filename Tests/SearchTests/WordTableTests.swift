import Testing
@testable import Search

@Suite struct WordTableTests {
    func find(_ table: WordTable, _ word: String) -> WordTable.Found {
        var word = word
        return word.withUTF8 { table.find($0, hash: WordTable.hash($0)) }
    }

    /// Thousands of words, far past the table's first size: each is found with its value after the table grew,
    /// words that share a prefix or differ in one byte are told apart, and a word never inserted is missing.
    @Test func findsEveryWordItWasGivenAndNoOther() {
        var table = WordTable(capacity: 4)
        let words = (0..<5_000).map { "w\($0)" } + ["é", "東京", "straße"]
        for (value, word) in words.enumerated() {
            guard case .missing(let slot) = find(table, word) else {
                Issue.record("\(word) found before it was inserted")
                continue
            }
            var bytes = word
            bytes.withUTF8 { table.insert($0, hash: WordTable.hash($0), value: value, at: slot) }
        }
        for (value, word) in words.enumerated() {
            guard case .value(let found) = find(table, word) else {
                Issue.record("\(word) missing")
                continue
            }
            #expect(found == value, "\(word)")
        }
        for absent in ["w", "w5000", "w01", "x1", "", "e", "東"] {
            guard case .missing = find(table, absent) else {
                Issue.record("\(absent) found")
                continue
            }
        }
    }
}
