/// Checks a bare TOML token (`true`, `1_000`, `0xff`, `6.626e-34`, `1979-05-27T07:32:00Z`) and spells it the way
/// folio's typed reads expect: integers in decimal without underscores, floats without underscores, booleans and
/// date-times as written.
enum TOMLScalarKind {
    struct Problem: Error {
        var message: String
    }

    static func canonicalText(of token: ArraySlice<UInt8>) throws(Problem) -> String {
        let text = String(decoding: token, as: UTF8.self)
        switch text {
        case "true", "false", "inf", "+inf", "-inf", "nan", "+nan", "-nan": return text
        default: break
        }
        if let integer = try integer(token) { return integer }
        if isFloat(token) { return text.replacing("_", with: "") }
        if isDateTime(token) { return text }
        var hint = "strings need quotes"
        if text.first == "0", text.count > 1, text.allSatisfy(\.isNumber) { hint = "integers have no leading zeros" }
        throw Problem(message: "TOML: '\(text)' is not a value (\(hint))")
    }

    /// The decimal text of `42`, `-17`, `1_000`, `0xDEAD_BEEF`, `0o755`, `0b1101`; nil when the token has no
    /// integer's shape; a problem when it does but is out of the 64-bit range.
    private static func integer(_ token: ArraySlice<UInt8>) throws(Problem) -> String? {
        var digits = token
        var radix: UInt64 = 10
        var negative = false
        if digits.count > 2, digits.first == UInt8(ascii: "0") {
            let marker = digits[digits.startIndex + 1]
            let radixes: [UInt8: UInt64] = [UInt8(ascii: "x"): 16, UInt8(ascii: "o"): 8, UInt8(ascii: "b"): 2]
            radix = radixes[marker] ?? 10
            if radix != 10 { digits = digits.dropFirst(2) }
        }
        if radix == 10, let sign = digits.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard let values = separatedDigits(digits, radix: radix) else { return nil }
        if radix == 10, values.count > 1, values.first == 0 { return nil }  // leading zeros
        var magnitude: UInt64 = 0
        for value in values {
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(value))
            guard !overflow, !carry else { throw Problem(message: "TOML: the integer does not fit in 64 bits") }
            magnitude = sum
        }
        let limit = negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)
        guard magnitude <= limit else { throw Problem(message: "TOML: the integer does not fit in 64 bits") }
        return (negative && magnitude > 0 ? "-" : "") + String(magnitude)
    }

    /// The digit values of `1_000`-style text: underscores only between digits; nil for anything else.
    private static func separatedDigits(_ text: ArraySlice<UInt8>, radix: UInt64) -> [UInt8]? {
        var values: [UInt8] = []
        var previousWasDigit = false
        for byte in text {
            if byte == UInt8(ascii: "_") {
                guard previousWasDigit else { return nil }
                previousWasDigit = false
                continue
            }
            guard let value = TOMLCursor.hexDigit(byte), UInt64(value) < radix else { return nil }
            values.append(value)
            previousWasDigit = true
        }
        return previousWasDigit ? values : nil
    }

    /// `3.14`, `-0.01`, `5e+22`, `6.626e-34`, `1_000.5`: an integer part, then a fraction, an exponent or both.
    private static func isFloat(_ token: ArraySlice<UInt8>) -> Bool {
        var rest = token
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
        let exponentAt = rest.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        let mantissa = rest[..<(exponentAt ?? rest.endIndex)]
        let dot = mantissa.firstIndex(of: UInt8(ascii: "."))
        guard dot != nil || exponentAt != nil else { return false }
        let whole = mantissa[..<(dot ?? mantissa.endIndex)]
        guard let wholeDigits = separatedDigits(whole, radix: 10), wholeDigits.count == 1 || wholeDigits.first != 0
        else { return false }
        if let dot, separatedDigits(mantissa[(dot + 1)...], radix: 10) == nil { return false }
        if let exponentAt {
            var exponent = rest[(exponentAt + 1)...]
            if let sign = exponent.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                exponent = exponent.dropFirst()
            }
            if separatedDigits(exponent, radix: 10) == nil { return false }
        }
        return true
    }

    /// `1979-05-27`, `07:32:00.5`, `1979-05-27T07:32:00`, `1979-05-27 07:32:00-07:00`, `…Z`.
    private static func isDateTime(_ token: ArraySlice<UInt8>) -> Bool {
        var rest = token
        if rest.count >= 10, isDate(rest.prefix(10)) {
            rest = rest.dropFirst(10)
            if rest.isEmpty { return true }
            guard let separator = rest.first, [UInt8(ascii: "T"), UInt8(ascii: "t"), 0x20].contains(separator)
            else { return false }
            rest = rest.dropFirst()
            guard let afterTime = time(rest) else { return false }
            rest = rest[afterTime...]
            return rest.isEmpty || isOffset(rest)
        }
        return time(rest) == rest.endIndex
    }

    /// `YYYY-MM-DD`, a real day.
    static func isDate(_ text: ArraySlice<UInt8>) -> Bool {
        let shape = Array("0000-00-00".utf8)
        guard text.count == shape.count else { return false }
        for (byte, expected) in zip(text, shape) {
            if expected == UInt8(ascii: "-") ? byte != expected : !(0x30...0x39).contains(byte) { return false }
        }
        let digits = Array(text)
        func number(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        guard (1...12).contains(month), day >= 1 else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = month == 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
        return day <= days
    }

    /// `HH:MM:SS` with an optional fraction; the index after it, or nil.
    private static func time(_ text: ArraySlice<UInt8>) -> Int? {
        guard let hour = number(text, at: 0), hour < 24, text.dropFirst(2).first == UInt8(ascii: ":"),
              let minute = number(text, at: 3), minute < 60, text.dropFirst(5).first == UInt8(ascii: ":"),
              let second = number(text, at: 6), second <= 60
        else { return nil }
        var end = text.startIndex + 8
        if end < text.endIndex, text[end] == UInt8(ascii: ".") {
            let digits = text[(end + 1)...].prefix { (0x30...0x39).contains($0) }
            guard !digits.isEmpty else { return nil }
            end = digits.endIndex
        }
        return end
    }

    /// `Z`, `z`, `+07:00`, `-05:30`.
    private static func isOffset(_ text: ArraySlice<UInt8>) -> Bool {
        if text.count == 1 { return text.first == UInt8(ascii: "Z") || text.first == UInt8(ascii: "z") }
        guard text.count == 6, let sign = text.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
              let hours = number(text, at: 1), hours < 24, text.dropFirst(3).first == UInt8(ascii: ":"),
              let minutes = number(text, at: 4), minutes < 60
        else { return false }
        return true
    }

    /// Two decimal digits at `offset` from the start of `text`.
    private static func number(_ text: ArraySlice<UInt8>, at offset: Int) -> Int? {
        let start = text.startIndex + offset
        guard start + 2 <= text.endIndex else { return nil }
        let (high, low) = (text[start], text[start + 1])
        guard (0x30...0x39).contains(high), (0x30...0x39).contains(low) else { return nil }
        return Int(high - 0x30) * 10 + Int(low - 0x30)
    }
}
