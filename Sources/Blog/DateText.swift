import Foundation
import Content

/// Dates as machines read them (feeds, sitemaps, `<time datetime>`, file names), in the site's time zone, the same
/// on every machine whatever its locale or `TZ`. People's dates are `DisplayDates`'.
public struct DateText {
    let timeZone: TimeZone

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    private func parts(_ date: Date) -> CivilTime { CivilTime(date, in: timeZone) }

    /// `2024-05-01`.
    func day(_ date: Date) -> String {
        let p = parts(date)
        return "\(pad(p.year, 4))-\(pad(p.month, 2))-\(pad(p.day, 2))"
    }

    /// `2024-05-01T09:30:00+02:00` (RFC 3339), for feeds, sitemaps and `<time datetime>`.
    public func iso(_ date: Date) -> String {
        let p = parts(date)
        let offset = timeZone.secondsFromGMT(for: date) / 60
        let zone = offset == 0 ? "Z"
            : (offset < 0 ? "-" : "+") + pad(abs(offset) / 60, 2) + ":" + pad(abs(offset) % 60, 2)
        return day(date) + "T\(pad(p.hour, 2)):\(pad(p.minute, 2)):\(pad(p.second, 2))" + zone
    }

    func year(_ date: Date) -> Int { parts(date).year }

    private func pad(_ number: Int, _ width: Int) -> String { CivilTime.padded(number, width) }
}
