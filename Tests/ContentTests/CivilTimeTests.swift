import Foundation
import Testing
@testable import Content
import TestSupport

/// `CivilTime` replaces `Calendar.dateComponents` on every page: it must agree with it everywhere.
@Suite struct CivilTimeTests {
    static let zones = ["UTC", "Europe/Berlin", "America/Los_Angeles", "Asia/Kolkata", "Australia/Lord_Howe",
                        "Pacific/Chatham", "America/St_Johns", "Pacific/Kiritimati"]
        .compactMap { TimeZone(identifier: $0) }

    @Test func agreesWithFoundationsCalendar() {
        #expect(Self.zones.count == 8)
        // Seeded, so a failure repeats: seconds from 1583 to 2200, and the edges of days and years.
        var generator = SplitMix(state: 7)
        var moments = (0..<20_000).map { _ in Double(generator.next() % 19_470_000_000) - 12_212_553_600 }
        moments += [0, -1, -0.5, 86_399.9, 951_782_400, 4_107_542_399, -12_212_553_600, 1_711_846_800]
        for zone in Self.zones {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for moment in moments {
                let date = Date(timeIntervalSince1970: moment)
                let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
                let time = CivilTime(date, in: zone)
                let expected = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second]
                let actual = [time.year, time.month, time.day, time.hour, time.minute, time.second]
                guard expected == actual else {
                    Issue.record("\(zone.identifier) \(moment): \(actual) instead of \(expected.map { $0 ?? -1 })")
                    return
                }
            }
        }
    }

    @Test func beforeTheGregorianCalendarItAsksFoundation() {
        let zone = TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: .distantPast)
        let time = CivilTime(.distantPast, in: zone)
        #expect([time.year, time.month, time.day] == [parts.year, parts.month, parts.day])
    }

    @Test func padding() {
        #expect(CivilTime.padded(5, 2) == "05")
        #expect(CivilTime.padded(2024, 4) == "2024")
        #expect(CivilTime.padded(12345, 4) == "12345")
    }
}
