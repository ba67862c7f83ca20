/// Comments: `//` to the end of the line, `/* … */` nested to any depth, and their doc forms `///` and `/** */`,
/// which get `cs` (Pygments' special comment). A comment does not count as a token for what follows it.
extension SwiftScanner {
    mutating func scanLineComment() {
        let start = at
        let isDoc = byte(at &+ 2) == UInt8(ascii: "/") && byte(at &+ 3) != UInt8(ascii: "/")
        at &+= 2
        while at < count, base[at] != 0x0A, base[at] != 0x0D { at &+= 1 }
        emit(isDoc ? .commentSpecial : .commentSingle, start, at)
    }

    mutating func scanBlockComment() {
        let start = at
        let isDoc = byte(at &+ 2) == UInt8(ascii: "*") && byte(at &+ 3) != UInt8(ascii: "/")
        at &+= 2
        var depth = 1
        while at < count {
            let char = base[at]
            if char == UInt8(ascii: "*"), byte(at &+ 1) == UInt8(ascii: "/") {
                at &+= 2
                depth &-= 1
                if depth == 0 { break }
            } else if char == UInt8(ascii: "/"), byte(at &+ 1) == UInt8(ascii: "*") {
                at &+= 2
                depth &+= 1
            } else {
                if char == 0x0A { inDirective = false }
                at &+= 1
            }
        }
        emit(isDoc ? .commentSpecial : .commentMultiline, start, at)
    }

    /// `#!` on the first line.
    mutating func scanShebang() {
        let start = at
        while at < count, base[at] != 0x0A, base[at] != 0x0D { at &+= 1 }
        emit(.commentHashbang, start, at)
    }
}
