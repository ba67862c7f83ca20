import Foundation

/// Reads the dates folio accepts, in front matter and at the start of file names.
///
/// Forms: `2024-05-01` (midnight), `2024-05-01T09:30`, `2024-05-01 09:30`, `2024-05-01T09:30:00`, with
/// optional fractional seconds and an optional offset (`Z`, `+02:00`, `+0200`, `-05`, `UTC`), and the
/// looser spellings Jekyll and Hugo accept: `2016-1-29`, `2016-02-29 8:00:00`, `2016-02-29 08:00:00 -0800`.
/// A value without an offset is read in the time zone given, which is the site's `timezone`. Folio never uses
/// file times.
public enum PostDate {
    /// The instant `text` names, or nil when it is not one of the forms above or is not a real date.
    public static func parse(_ text: String, in timeZone: TimeZone) -> Date? {
        var scanner = DateScanner(text.trimmingCharacters(in: .whitespaces))
        guard let parts = scanner.scan() else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = parts.offset.flatMap { TimeZone(secondsFromGMT: $0) } ?? timeZone
        let components = DateComponents(
            year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute,
            second: parts.second, nanosecond: parts.nanosecond)
        return calendar.date(from: components)
    }

    /// The date at the start of a file or folder name (`2024-05-01-hello.md`), at midnight in `timeZone`.
    /// Nil when the name does not start with `YYYY-MM-DD` followed by `-`, `.` or nothing, or the date is not real.
    public static func fromFileName(_ name: String, in timeZone: TimeZone) -> Date? {
        prefix(ofFileName: name).flatMap { parse($0, in: timeZone) }
    }

    /// True when `YYYY-MM-DD` (or `YYYY-M-D`) text, as `prefix(ofFileName:)` gives it, names a day of the
    /// Gregorian calendar; the arithmetic of `parse` without its cost, for the name of every file of a site.
    public static func isRealDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month)
        else { return false }
        return (1...DateScanner.days(inMonth: month, year: year)).contains(day)
    }

    /// The date at the start of a name, whether or not it is a real date: four digits, `-`, one or two digits,
    /// `-`, one or two digits (as Jekyll reads `2016-1-29-title.md`), then `-`, `.` or the end of the name.
    public static func prefix(ofFileName name: String) -> String? {
        let bytes = Array(name.utf8)
        var index = 0
        func digits(_ counts: ClosedRange<Int>) -> Bool {
            let start = index
            while index < bytes.count, index - start < counts.upperBound, (48...57).contains(bytes[index]) {
                index += 1
            }
            return counts.contains(index - start)
        }
        func dash() -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "-") else { return false }
            index += 1
            return true
        }
        guard digits(4...4), dash(), digits(1...2), dash(), digits(1...2) else { return nil }
        if index < bytes.count, ![UInt8(ascii: "-"), UInt8(ascii: ".")].contains(bytes[index]) { return nil }
        return String(decoding: bytes[..<index], as: UTF8.self)
    }
}
