import Foundation
import Search

/// `folio-bench stem`: each word of standard input (one a line) with its stem, as `word stem`; what
/// `bench/stemmer-agreement` compares with Snowball's own English stemmer.
enum StemDump {
    static func run() {
        while let line = readLine() {
            let word = SearchText.fold(line.trimmingCharacters(in: .whitespaces))
            guard !word.isEmpty else { continue }
            print(word, EnglishStemmer.stem(word))
        }
    }
}
