/// What starts with `#`, `@`, a backtick or `$`: raw strings, `#/…/#` regex literals, `#if` lines, macros and
/// `#available`; attributes; escaped and raw identifiers; `$0` and property-wrapper projections.
extension SwiftScanner {
    mutating func scanPound() {
        let start = at
        if start == 0, byte(1) == UInt8(ascii: "!") { return scanShebang() }
        var pounds = 0
        while byte(start &+ pounds) == UInt8(ascii: "#") { pounds &+= 1 }
        let after = byte(start &+ pounds)
        if after == UInt8(ascii: "\"") { return scanString(from: start, pounds: pounds) }
        if after == UInt8(ascii: "/"), let end = regexEnd(from: start, pounds: pounds, mustBeRegex: true) {
            emit(.stringRegex, start, end)
            at = end
            return moved(to: .regex)
        }
        at = start &+ 1
        guard pounds == 1, Self.isIdentifierStart(byte(at)) else { return moved(to: .pound) }
        let end = identifierEnd(from: at)
        let name = text(at, end)
        switch name {
        case "if", "elseif", "else", "endif":
            emit(.commentPreproc, start, end)
            at = end
            moved(to: .directive)
            inDirective = name == "if" || name == "elseif"
        case "sourceLocation":
            emit(.keyword, start, end)
            at = end
            moved(to: .poundAvailable)
            availabilityNext = true
        case "available", "unavailable":
            emit(.nameFunction, start, end)
            at = end
            moved(to: .poundAvailable)
            availabilityNext = true
        default:
            // A macro (`#Preview`, `#expect`, `#warning`) or a literal such as `#file`: `#` and a name.
            emit(.nameFunction, start, end)
            at = end
            moved(to: .identifier)
        }
    }

    mutating func scanAttribute() {
        let start = at
        at &+= 1
        guard Self.isIdentifierStart(byte(at)), word(at: at)?.isReserved != true else {
            // `@default`: a keyword cannot name an attribute, so the parser reads `@` and a keyword.
            emit(.nameDecorator, start, at)
            return moved(to: .atSign)
        }
        at = identifierEnd(from: at)
        let name = text(start &+ 1, at)
        while byte(at) == UInt8(ascii: "."), Self.isIdentifierStart(byte(at &+ 1)) {
            at = identifierEnd(from: at &+ 1)
        }
        emit(.nameDecorator, start, at)
        moved(to: .atSign)
        guard byte(at) == UInt8(ascii: "(") else { return }
        if ["available", "backDeployed", "_originallyDefinedIn", "_spi_available", "_backDeploy"].contains(name) {
            availabilityNext = true
        } else {
            attributeNext = true
        }
    }

    /// `` `class` `` and raw identifiers such as `` `a test name` ``; a lone backtick is punctuation.
    mutating func scanBacktick() {
        let start = at
        var end = at &+ 1
        while end < count, base[end] != UInt8(ascii: "`"), base[end] != 0x0A, base[end] != 0x0D { end &+= 1 }
        guard end < count, base[end] == UInt8(ascii: "`"), end > start &+ 1 else {
            at &+= 1
            return moved(to: .backtick)
        }
        at = end &+ 1
        if lastWord == .func { emit(.nameFunction, start, at) }
        moved(to: .identifier)
    }

    mutating func scanDollar() {
        let start = at
        at = identifierEnd(from: at &+ 1)
        emit(.nameVariable, start, at)
        moved(to: .identifier)
    }
}
