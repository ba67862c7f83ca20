import Synchronization
import ConcurrencyHelpers

/// The words one thread has read in the documents it indexed, each with its term (its stem, or the word itself),
/// so that a word is stemmed once per thread rather than once per document that says it, and a document's terms
/// are numbers, their keys bytes kept once. A document takes one from a pool while it is read (`take`,
/// `giveBack`), and marks the words and terms it has met with its number, so that nothing is cleared between
/// documents.
struct Vocabulary: Sendable {
    /// A word: its term's id, whether it is its term's key, and the last document that said it.
    struct Word: Sendable {
        var term: Int32
        var isKey: Bool
        var seen: UInt32
    }

    /// A term: the last document that used it, and its position in that document.
    struct Term: Sendable {
        var seen: UInt32
        var position: Int32
    }

    /// Whether terms are English stems.
    let stemming: Bool
    /// The words, by their bytes, to their ids: a word's id is its place in the table (the order they were met).
    private var table = WordTable(capacity: 4096)
    /// By word id, and by term id.
    var words: [Word] = [], terms: [Term] = []
    /// The terms' keys, one after another, and where each ends.
    private var keyBytes: [UInt8] = [], keyEnds: [Int] = []
    private var termIDs: [String: Int32] = [:]
    /// The number of the document being read, from 1.
    private(set) var document: UInt32 = 0

    /// Past this many words (a site in many languages, or years of a preview session), a vocabulary starts again.
    static let wordLimit = 200_000

    init(stemming: Bool) {
        self.stemming = stemming
    }

    /// Starts a document.
    private mutating func startDocument() {
        if words.count > Self.wordLimit || document == UInt32.max { self = Vocabulary(stemming: stemming) }
        document += 1
    }

    /// The id of the word `bytes` (CJK when `isCJK`), made at its first occurrence.
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, isCJK: Bool) -> Int {
        let hash = WordTable.hash(bytes)
        switch table.find(bytes, hash: hash) {
        case .value(let id): return id
        case .missing(let slot):
            let id = words.count
            let text = String(decoding: bytes, as: UTF8.self)
            let key = stemming && !isCJK ? EnglishStemmer.stem(text) : text
            let term: Int32
            if let known = termIDs[key] { term = known } else {
                term = Int32(terms.count)
                termIDs[key] = term
                keyBytes += key.utf8
                keyEnds.append(keyBytes.count)
                terms.append(Term(seen: 0, position: 0))
            }
            table.insert(bytes, hash: hash, value: id, at: slot)
            words.append(Word(term: term, isKey: text == key, seen: 0))
            return id
        }
    }

    /// Where the key of term `term` is in `withBytes`'s first buffer.
    func keyRange(of term: Int) -> Range<Int> {
        (term == 0 ? 0 : keyEnds[term - 1])..<keyEnds[term]
    }

    /// Where word `word`, folded as the document spelt it, is in `withBytes`'s second buffer.
    func wordRange(of word: Int) -> Range<Int> {
        table.range(at: word)
    }

    /// Calls `body` with the bytes of every term's key and of every word.
    func withBytes<Result>(_ body: (_ keys: UnsafeBufferPointer<UInt8>, _ words: UnsafeBufferPointer<UInt8>) -> Result)
        -> Result {
        keyBytes.withUnsafeBufferPointer { keys in table.withBytes { body(keys, $0) } }
    }

    /// A vocabulary from the pool (one whose terms are stemmed as `stemming` says), or a new one, with a document
    /// started; give it back with `giveBack` when the document is read.
    static func take(stemming: Bool) -> Vocabulary {
        var vocabulary = pool.withLockTracked { pool in
            pool.firstIndex { $0.stemming == stemming }.map { pool.remove(at: $0) }
        } ?? Vocabulary(stemming: stemming)
        vocabulary.startDocument()
        return vocabulary
    }

    /// Puts `vocabulary` back in the pool, for the next document.
    static func giveBack(_ vocabulary: Vocabulary) {
        pool.withLockTracked { if $0.count < poolLimit { $0.append(vocabulary) } }
    }

    private static let pool = Mutex<[Vocabulary]>([])
    /// More than the threads that index at once.
    private static let poolLimit = 64
}
