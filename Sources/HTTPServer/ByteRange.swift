import Foundation

/// A single `Range: bytes=…` request resolved against a body length (RFC 9110 §14).
public enum ByteRange: Equatable {
    /// No usable range (absent, not `bytes`, several ranges, or bad syntax): send the whole body.
    case whole
    /// Send these bytes with 206.
    case part(Range<Int>)
    /// No byte of the body is in the range: 416 with `Content-Range: bytes */length`.
    case unsatisfiable

    /// Resolves `header` (the `Range` value) for a body of `length` bytes.
    public static func resolve(_ header: String?, length: Int) -> ByteRange {
        guard let header else { return .whole }
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("bytes="), !trimmed.contains(",") else { return .whole }
        let spec = trimmed.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        guard let dash = spec.firstIndex(of: "-") else { return .whole }
        let first = spec[..<dash]
        let last = spec[spec.index(after: dash)...]
        guard first.allSatisfy(\.isASCIIDigitCharacter), last.allSatisfy(\.isASCIIDigitCharacter),
              !(first.isEmpty && last.isEmpty)
        else { return .whole }
        if first.isEmpty {
            let suffix = number(last)
            guard suffix > 0, length > 0 else { return .unsatisfiable }
            return .part(max(0, length - suffix)..<length)
        }
        let start = number(first)
        if !last.isEmpty, number(last) < start { return .whole }
        guard start < length else { return .unsatisfiable }
        let end = last.isEmpty ? length - 1 : min(number(last), length - 1)
        return .part(start..<(end + 1))
    }

    /// Digits as a number, saturating at `Int.max` (a huge position lies past any body).
    private static func number(_ digits: Substring) -> Int { Int(digits) ?? Int.max }
}

private extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
