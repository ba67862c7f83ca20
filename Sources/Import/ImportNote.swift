/// Something a converter left for the author: where it is in the text (a UTF-8 offset) and what it is.
struct ImportNote {
    var offset: Int
    var message: String
}

/// What converting one document's body found: the edits to make, the notes, the links rewritten.
struct BodyConversion {
    var edits = TextEdits()
    var notes: [ImportNote] = []
    var linksConverted = 0
    /// Where the links this conversion wrote start, so that the link converter leaves them alone.
    var linkStarts: [Int] = []
}
