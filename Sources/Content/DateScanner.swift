/// The parts of a date-time, checked for range (a real day of a real month, hours below 24, …).
///
/// Reads the forms Jekyll and Hugo accept as well as RFC 3339: a day `2016-02-29` (month and day may have one
/// digit, `2016-1-9`), then optionally `T` or spaces and a time `08:00`, `8:00:00` or `08:00:00.25`, then
/// optionally spaces and an offset: `Z`, `+01:00`, `+0100`, `-05`, `UTC` or `GMT`.
struct DateScanner {
    struct Parts {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, nanosecond = 0
        var offset: Int?
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) {
        self.bytes = Array(text.utf8)
    }

    mutating func scan() -> Parts? {
        var parts = Parts()
        guard let year = digits(4...4), take("-"), let month = digits(1...2), take("-"), let day = digits(1...2)
        else { return nil }
        (parts.year, parts.month, parts.day) = (year, month, day)
        guard (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day) else { return nil }
        if atEnd { return parts }
        guard take("T") || take("t") || take(" ") else { return nil }
        while take(" ") {}
        guard let hour = digits(1...2), take(":"), let minute = digits(2...2), hour < 24, minute < 60 else {
            return nil
        }
        (parts.hour, parts.minute) = (hour, minute)
        if take(":") {
            guard let second = digits(2...2), second < 60 else { return nil }
            parts.second = second
            if take(".") {
                let start = index
                while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
                guard index > start, let fraction = Double("0." + String(decoding: bytes[start..<index], as: UTF8.self))
                else { return nil }
                parts.nanosecond = Int((fraction * 1e9).rounded())
            }
        }
        while take(" ") {}
        if atEnd { return parts }
        parts.offset = scanOffset()
        return parts.offset != nil && atEnd ? parts : nil
    }

    private mutating func scanOffset() -> Int? {
        if take("Z") || take("z") { return 0 }
        for name in ["UTC", "GMT"] where bytes[index...].elementsEqual(name.utf8) {
            index = bytes.count
            return 0
        }
        let sign: Int
        if take("+") { sign = 1 } else if take("-") { sign = -1 } else { return nil }
        guard let hours = digits(2...2, beforeDigits: true), hours < 24 else { return nil }
        if atEnd { return sign * hours * 3600 }
        _ = take(":")
        guard let minutes = digits(2...2, beforeDigits: true), minutes < 60 else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }

    private var atEnd: Bool { index == bytes.count }

    private mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// As many decimal digits as there are, if their count is in `counts`; `beforeDigits` allows more digits after
    /// them (`+0100` is two fields of two).
    private mutating func digits(_ counts: ClosedRange<Int>, beforeDigits: Bool = false) -> Int? {
        var end = index
        while end < bytes.count, end - index < counts.upperBound, (48...57).contains(bytes[end]) { end += 1 }
        guard counts.contains(end - index), beforeDigits || end == bytes.count || !(48...57).contains(bytes[end])
        else { return nil }
        let value = bytes[index..<end].reduce(0) { $0 * 10 + Int($1 - 48) }
        index = end
        return value
    }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
