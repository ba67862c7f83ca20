import Foundation
import Content

/// Dates as a page shows them, the site's language's way: `2 December 2026`, `2. Dezember 2026`, `2026年12月2日`.
///
/// The pattern is the theme's for the language (its word `date_format`) or the locale data's (ICU, through
/// Foundation: the language's long date without a weekday), and the month names and digits are the locale data's.
/// All of it is looked up once, when the theme is loaded; a date is then written from `CivilTime`'s arithmetic
/// and those tables, with no formatter per page.
public struct DisplayDates: Sendable, Hashable {
    enum Piece: Sendable, Hashable {
        case text(String)
        /// `d`, `dd`; `M`, `MM` (a number); `MMM`, `MMMM` (a name), and `L…`, the name standing alone.
        case day(width: Int), month(width: Int, standalone: Bool), year(width: Int)
        case weekday(width: Int)
    }

    /// The pattern as written, for the keys of what pages are made from.
    public let pattern: String
    let pieces: [Piece]
    let months: [String], shortMonths: [String], standaloneMonths: [String], standaloneShortMonths: [String]
    let weekdays: [String], shortWeekdays: [String]
    /// The language's digits 0 to 9, where they are not ASCII's.
    let digits: [Character]?

    /// The dates of `language` (`en`, `pt-BR`), written with `pattern` or, without one, the locale data's long date.
    /// Nil, with the reason, when the pattern holds a field other than day, month, year and weekday.
    public static func make(language: String, pattern: String?) -> Result<DisplayDates, DisplayDatesError> {
        let locale = Locale(identifier: language)
        let written = pattern ?? DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale)
            ?? "d MMMM y"
        let pieces: [Piece]
        switch Self.pieces(of: written) {
        case .success(let found): pieces = found
        case .failure(let error): return .failure(error)
        }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        return .success(DisplayDates(
            pattern: written, pieces: pieces, months: formatter.monthSymbols, shortMonths: formatter.shortMonthSymbols,
            standaloneMonths: formatter.standaloneMonthSymbols,
            standaloneShortMonths: formatter.shortStandaloneMonthSymbols, weekdays: formatter.weekdaySymbols,
            shortWeekdays: formatter.shortWeekdaySymbols, digits: Self.digits(formatter)))
    }

    /// `date` in `timeZone`, as pages show it.
    public func display(_ date: Date, in timeZone: TimeZone) -> String {
        let time = CivilTime(date, in: timeZone)
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let literal): text += literal
            case .day(let width): text += number(time.day, width)
            case .month(let width, let standalone) where width >= 3:
                let names = width == 3 ? (standalone ? standaloneShortMonths : shortMonths)
                    : (standalone ? standaloneMonths : months)
                text += names[time.month - 1]
            case .month(let width, _): text += number(time.month, width)
            case .year(let width): text += width == 2 ? number(time.year % 100, 2) : number(time.year, width)
            case .weekday(let width):
                text += (width >= 4 ? weekdays : shortWeekdays)[CivilTime.weekday(of: time)]
            }
        }
        return text
    }

    private func number(_ value: Int, _ width: Int) -> String {
        let ascii = CivilTime.padded(value, width)
        guard let digits else { return ascii }
        return String(ascii.map { $0.wholeNumberValue.map { digits[$0] } ?? $0 })
    }

    /// An ICU date pattern's fields and text: letters are fields, `'…'` is text (`''` a quote), the rest text.
    static func pieces(of pattern: String) -> Result<[Piece], DisplayDatesError> {
        var pieces: [Piece] = []
        var characters = Array(pattern)[...]
        var literal = ""
        func flush() { if !literal.isEmpty { pieces.append(.text(literal)); literal = "" } }
        while let character = characters.first {
            if character == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" { literal.append("'"); characters = characters.dropFirst(); continue }
                while let quoted = characters.first {
                    characters = characters.dropFirst()
                    if quoted == "'" {
                        if characters.first == "'" { literal.append("'"); characters = characters.dropFirst() }
                        else { break }
                    } else {
                        literal.append(quoted)
                    }
                }
                continue
            }
            guard character.isASCII, character.isLetter else {
                literal.append(character)
                characters = characters.dropFirst()
                continue
            }
            let width = characters.prefix { $0 == character }.count
            characters = characters.dropFirst(width)
            flush()
            switch character {
            case "d": pieces.append(.day(width: width))
            case "M": pieces.append(.month(width: width, standalone: false))
            case "L": pieces.append(.month(width: width, standalone: true))
            case "y": pieces.append(.year(width: width == 2 ? 2 : width))
            case "E": pieces.append(.weekday(width: width))
            default: return .failure(DisplayDatesError(pattern: pattern, field: String(character)))
            }
        }
        flush()
        return .success(pieces)
    }

    /// The digits the language's dates use, found by writing days 1 to 10 with its formatter; nil for ASCII's.
    private static func digits(_ formatter: DateFormatter) -> [Character]? {
        formatter.dateFormat = "d"
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = formatter.timeZone
        var digits: [Character] = Array(repeating: "0", count: 10)
        for day in 1...10 {
            guard let date = calendar.date(from: DateComponents(year: 2000, month: 1, day: day)) else { return nil }
            let written = Array(formatter.string(from: date))
            if day < 10, written.count == 1 { digits[day] = written[0] }
            if day == 10, written.count == 2 { digits[0] = written[1] }
        }
        return digits == Array("0123456789") ? nil : digits
    }
}

/// Why a date format cannot be used: a field folio does not write.
public struct DisplayDatesError: Error, Sendable, Hashable {
    public var pattern: String
    public var field: String

    public var message: String {
        "date_format '\(pattern)' uses '\(field)', which folio does not write: use d, M (or L), y and E"
    }
}
