import Synchronization
import ConcurrencyHelpers

/// The words one thread has read in the documents it indexed, each with its term (its stem, or the word itself),
/// so that a word is made a String and stemmed once per thread rather than once per document that says it. A
/// document takes one from a pool while it is read (`take`, `giveBack`), and marks the words and terms it has met with its number,
/// so that nothing is cleared between documents.
struct Vocabulary: Sendable {
    /// Whether terms are English stems.
    let stemming: Bool
    /// The words, by their bytes, to their ids.
    private var table = WordTable(capacity: 4096)
    /// By word id: its text, its term's id, whether it is its term's key, and the last document that said it.
    private(set) var wordText: [String] = [], wordTerm: [Int32] = [], wordIsKey: [Bool] = []
    var wordSeen: [UInt32] = []
    /// By term id: its key, and the last document that used it with the term's position in that document.
    private(set) var termKey: [String] = []
    private var termIDs: [String: Int32] = [:]
    var termSeen: [UInt32] = [], termPosition: [Int32] = []
    /// The number of the document being read, from 1.
    private(set) var document: UInt32 = 0

    /// Past this many words (a site in many languages, or years of a preview session), a vocabulary starts again.
    static let wordLimit = 200_000

    init(stemming: Bool) {
        self.stemming = stemming
    }

    /// Starts a document.
    private mutating func startDocument() {
        if wordText.count > Self.wordLimit || document == UInt32.max { self = Vocabulary(stemming: stemming) }
        document += 1
    }

    /// The id of the word `bytes` (CJK when `isCJK`), made at its first occurrence.
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, isCJK: Bool) -> Int {
        let hash = WordTable.hash(bytes)
        switch table.find(bytes, hash: hash) {
        case .value(let id): return id
        case .missing(let slot):
            let id = wordText.count
            let text = String(decoding: bytes, as: UTF8.self)
            let key = stemming && !isCJK ? EnglishStemmer.stem(text) : text
            let term: Int32
            if let known = termIDs[key] { term = known } else {
                term = Int32(termKey.count)
                termIDs[key] = term
                termKey.append(key)
                termSeen.append(0)
                termPosition.append(0)
            }
            table.insert(bytes, hash: hash, value: id, at: slot)
            wordText.append(text)
            wordTerm.append(term)
            wordIsKey.append(text == key)
            wordSeen.append(0)
            return id
        }
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
