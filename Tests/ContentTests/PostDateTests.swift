import Foundation
import Testing
@testable import Content
import TOML

@Suite struct PostDateTests {
    private let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    private let newYork = TimeZone(identifier: "America/New_York")!

    private func instant(_ iso: String) -> Date? {
        PostDate.parse(iso, in: .gmt)
    }

    @Test func dayIsMidnightInTheGivenZone() throws {
        let inTokyo = try #require(PostDate.parse("2024-05-01", in: tokyo))
        let inNewYork = try #require(PostDate.parse("2024-05-01", in: newYork))
        #expect(inTokyo == instant("2024-04-30T15:00:00Z"))
        #expect(inNewYork == instant("2024-05-01T04:00:00Z"))
        #expect(inNewYork.timeIntervalSince(inTokyo) == 13 * 3600)
    }

    @Test(arguments: [
        ("2024-05-01T09:30:00", "2024-05-01T00:30:00Z", "2024-05-01T13:30:00Z"),
        ("2024-05-01 09:30", "2024-05-01T00:30:00Z", "2024-05-01T13:30:00Z"),
        ("2024-05-01T09:30", "2024-05-01T00:30:00Z", "2024-05-01T13:30:00Z"),
        ("2024-01-15 09:30:15", "2024-01-15T00:30:15Z", "2024-01-15T14:30:15Z"),
        // Jekyll's and Hugo's looser spellings.
        ("2024-5-1", "2024-04-30T15:00:00Z", "2024-05-01T04:00:00Z"),
        ("2016-02-29 8:00:00", "2016-02-28T23:00:00Z", "2016-02-29T13:00:00Z"),
        ("2016-1-9 08:05", "2016-01-08T23:05:00Z", "2016-01-09T13:05:00Z"),
    ])
    func dateTimeWithoutOffsetIsReadInTheGivenZone(text: String, tokyoUTC: String, newYorkUTC: String) {
        #expect(PostDate.parse(text, in: tokyo) == instant(tokyoUTC))
        #expect(PostDate.parse(text, in: newYork) == instant(newYorkUTC))
    }

    @Test(arguments: ["2024-05-01T09:30:00+02:00", "2024-05-01T09:30:00+0200", "2024-05-01 09:30 +02:00",
                      "2024-05-01T07:30:00Z", "2024-05-01T02:30:00-05", "2024-05-01T07:30:00.000z",
                      "2024-05-01 00:30:00 -0700", "2024-05-01 07:30:00 UTC", "2024-05-01 7:30:00.000000000 +00:00",
                      "2024-5-1 07:30 GMT"])
    func offsetWinsOverTheZone(text: String) {
        let expected = Date(timeIntervalSince1970: 1_714_548_600)  // 2024-05-01T07:30:00Z
        #expect(PostDate.parse(text, in: tokyo) == expected)
        #expect(PostDate.parse(text, in: newYork) == expected)
    }

    /// TOML front matter gives its offset date-times in TOML's spelling, which must read as the same instant.
    @Test func readsTOMLsSpellingOfADateTime() throws {
        let value = try TOMLReader.read("m = 1979-05-27 00:32:00.999999-07:00", path: "x.toml")
        let date = try #require(value["m"]?.string)
        #expect(PostDate.parse(date, in: .gmt) == PostDate.parse("1979-05-27T07:32:00.999999Z", in: .gmt))
    }

    @Test func fractionalSeconds() {
        #expect(PostDate.parse("2024-05-01T07:30:00.25Z", in: tokyo) == Date(timeIntervalSince1970: 1_714_548_600.25))
    }

    @Test(arguments: ["", "2024-13-01", "2023-02-29", "2024-04-31", "2024-05-01T25:00", "2024-5-001",
                      "2024-05-01T09:60", "24-05-01", "2024-05-01T09:30:00+2", "May 1, 2024", "2024-05-01T9:3",
                      "2024-05-01x", "2024-05-01T09:30:00 EST", "2024-05-01T09", "2024-05-01T123:00"])
    func rejectsOtherText(text: String) {
        #expect(PostDate.parse(text, in: tokyo) == nil)
    }

    @Test func leapDayIsReal() {
        #expect(PostDate.parse("2024-02-29", in: .gmt) == instant("2024-02-29T00:00:00Z"))
        #expect(PostDate.parse("2000-02-29", in: .gmt) != nil)
        #expect(PostDate.parse("1900-02-29", in: .gmt) == nil)
    }

    @Test func fileNamePrefix() {
        #expect(PostDate.fromFileName("2024-05-01-hello.md", in: tokyo) == PostDate.parse("2024-05-01", in: tokyo))
        #expect(PostDate.fromFileName("2024-05-01.md", in: tokyo) == PostDate.parse("2024-05-01", in: tokyo))
        #expect(PostDate.fromFileName("2024-05-01", in: .gmt) != nil)
        #expect(PostDate.fromFileName("2024-05-01hello.md", in: .gmt) == nil)
        #expect(PostDate.fromFileName("hello.md", in: .gmt) == nil)
        #expect(PostDate.fromFileName("2024-13-01-x.md", in: .gmt) == nil)
        #expect(PostDate.fromFileName("2016-1-9-swift.md", in: .gmt) == PostDate.parse("2016-01-09", in: .gmt))
        #expect(PostDate.fromFileName("2016-001-09-x.md", in: .gmt) == nil)
    }

    /// The scanner's quick check of a name's date agrees with the calendar on every month-and-day spelling, in
    /// leap and common years, century years included.
    @Test func aRealDayIsWhatTheCalendarAccepts() {
        for year in [1900, 1999, 2000, 2023, 2024] {
            for month in 0...13 {
                for day in 0...32 {
                    let text = String(format: "%04d-%02d-%02d", year, month, day)
                    #expect(PostDate.isRealDay(text) == (PostDate.parse(text, in: .gmt).map {
                        var calendar = Calendar(identifier: .gregorian)
                        calendar.timeZone = .gmt
                        let found = calendar.dateComponents([.month, .day], from: $0)
                        return found == DateComponents(month: month, day: day)
                    } ?? false), "\(text)")
                }
            }
        }
    }
}
