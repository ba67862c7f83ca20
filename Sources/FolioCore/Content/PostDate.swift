import Foundation

/// Reads the dates folio accepts, in front matter and at the start of file names.
///
/// Forms: `2024-05-01` (midnight), `2024-05-01T09:30`, `2024-05-01 09:30`, `2024-05-01T09:30:00`, with
/// optional fractional seconds and an optional offset (`Z`, `+02:00`, `+0200`, `-05`). A value without an
/// offset is read in the time zone given, which is the site's `timezone`. Folio never uses file times.
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

    /// True when `YYYY-MM-DD` text (as `prefix(ofFileName:)` gives) names a day of the Gregorian calendar; the
    /// arithmetic of `parse` without its cost, for the name of every file of a site.
    static func isRealDay(_ text: String) -> Bool {
        let digits = Array(text.utf8).map { Int($0) - 48 }
        guard digits.count == 10 else { return false }
        let year = digits[0] * 1000 + digits[1] * 100 + digits[2] * 10 + digits[3]
        let month = digits[5] * 10 + digits[6], day = digits[8] * 10 + digits[9]
        guard (1...12).contains(month), day >= 1 else { return false }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    /// The `YYYY-MM-DD` text at the start of a name, whether or not it is a real date.
    static func prefix(ofFileName name: String) -> String? {
        let bytes = Array(name.utf8)
        let shape = Array("0000-00-00".utf8)
        guard bytes.count >= shape.count else { return nil }
        for (byte, expected) in zip(bytes, shape) {
            if expected == UInt8(ascii: "-") ? byte != expected : !(48...57).contains(byte) { return nil }
        }
        if bytes.count > shape.count, ![UInt8(ascii: "-"), UInt8(ascii: ".")].contains(bytes[shape.count]) {
            return nil
        }
        return String(name.prefix(shape.count))
    }
}
