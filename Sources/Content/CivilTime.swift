import Foundation

/// A moment as a clock in one time zone shows it: what `Calendar.dateComponents` gives, by the Gregorian
/// calendar's arithmetic (Howard Hinnant's `civil_from_days`) at a fraction of its cost, which every page pays for
/// its address and for each date it shows. Before 1583 Foundation's calendar is Julian, so those dates ask it.
public struct CivilTime: Equatable {
    /// The calendar date and the time of day, in the time zone given.
    public var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int

    /// The first second of 1583, as seconds since 1970.
    private static let gregorianOnly = -12_212_553_600.0

    public init(_ date: Date, in timeZone: TimeZone) {
        guard date.timeIntervalSince1970 >= Self.gregorianOnly else {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            (year, month, day) = (parts.year ?? 0, parts.month ?? 1, parts.day ?? 1)
            (hour, minute, second) = (parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
            return
        }
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let seconds = local - days * 86_400
        (hour, minute, second) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        // Days since 0000-03-01, in 400-year eras of 146,097 days; the year starts in March.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `number` in decimal with zeros before it up to `width` digits: `05`, `2024`.
    public static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// The day of the week of `time`'s date, 0 for Sunday to 6 for Saturday (Sakamoto's method).
    public static func weekday(of time: CivilTime) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let year = time.month < 3 ? time.year - 1 : time.year
        let days = year + year / 4 - year / 100 + year / 400 + offsets[time.month - 1] + time.day
        return ((days % 7) + 7) % 7
    }
}
