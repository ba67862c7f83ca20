import Testing
@testable import Search

@Suite struct EnglishStemmerTests {
    /// Each pair as Snowball's own English stemmer (Debian's python3-snowballstemmer 2.2) stems it; `make
    /// stemmer-agreement` compares the two on every word of Debian's American English word list.
    static let pairs: [(String, String)] = [
        ("consign", "consign"), ("consigned", "consign"), ("consigning", "consign"), ("consignment", "consign"), 
        ("consistency", "consist"), ("consolatory", "consolatori"), ("knackeries", "knackeri"), ("kneeling", 
        "kneel"), ("knives", "knive"), ("cries", "cri"), ("ties", "tie"), ("gaps", "gap"), ("gas", "gas"), 
        ("kiwis", "kiwi"), ("caresses", "caress"), ("ponies", "poni"), ("skies", "sky"), ("dying", "die"), ("news", 
        "news"), ("succeeding", "succeed"), ("proceed", "proceed"), ("generously", "generous"), ("communism", 
        "communism"), ("arsenal", "arsenal"), ("hopeful", "hope"), ("goodness", "good"), ("formalize", "formal"), 
        ("electrical", "electr"), ("adjustable", "adjust"), ("irritant", "irrit"), ("replacement", "replac"), 
        ("dependent", "depend"), ("adoption", "adopt"), ("happily", "happili"), ("skating", "skate"), ("fizzed", 
        "fizz"), ("hopping", "hop"), ("filing", "file"), ("hoping", "hope"), ("tanned", "tan"), ("falling", 
        "fall"), ("controlling", "control"), ("rational", "ration"), ("conditional", "condit"), ("valency", 
        "valenc"), ("hesitancy", "hesit"), ("digitizer", "digit"), ("conformabli", "conform"), ("radicalli", 
        "radic"), ("differentli", "differ"), ("vileli", "vile"), ("analogousli", "analog"), ("vietnamization", 
        "vietnam"), ("predication", "predic"), ("operator", "oper"), ("feudalism", "feudal"), ("decisiveness", 
        "decis"), ("hopefulness", "hope"), ("callousness", "callous"), ("formaliti", "formal"), ("sensitiviti", 
        "sensit"), ("sensibiliti", "sensibl"), ("triplicate", "triplic"), ("formative", "format"), ("electriciti", 
        "electr"), ("revival", "reviv"), ("allowance", "allow"), ("inference", "infer"), ("airliner", "airlin"), 
        ("gyroscopic", "gyroscop"), ("defensible", "defens"), ("adjustment", "adjust"), ("homologou", "homologou"), 
        ("activate", "activ"), ("angulariti", "angular"), ("homologous", "homolog"), ("effective", "effect"), 
        ("bowdlerize", "bowdler"), ("probate", "probat"), ("rate", "rate"), ("cease", "ceas"), ("connections", 
        "connect"), ("yearly", "year")
    ]

    @Test func stemsAsSnowballDoes() {
        for (word, stem) in Self.pairs {
            #expect(EnglishStemmer.stem(word) == stem, "\(word)")
        }
    }

    @Test func leavesShortWordsAndOthersAlone() {
        #expect(EnglishStemmer.stem("is") == "is")
        #expect(EnglishStemmer.stem("swift6") == "swift6")
        #expect(EnglishStemmer.stem("東京") == "東京")
    }
}
