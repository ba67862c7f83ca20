import Foundation

/// Whole numbers as a page shows them, the site's language's way: `1,234` in English, `1.234` in German,
/// `1 234` in French, `١٬٢٣٤` in Arabic, and `1234` where the language groups only from five digits on (Spanish,
/// Polish).
///
/// The separator, the digits and when grouping starts are read from the locale data (ICU, through Foundation) once,
/// when the theme is loaded; a number is then written by hand, with no formatter per page, as `DisplayDates` writes
/// dates.
public struct DisplayNumbers: Sendable, Hashable {
    /// Between groups of three digits.
    let separator: String
    /// The language's digits 0 to 9, where they are not ASCII's.
    let digits: [Character]?
    /// The fewest digits a number has before it is grouped: 4 (`1,234`) or 5 (`1234`, `12 345`).
    let groupingFrom: Int

    /// The numbers of `language` (`en`, `pt-BR`).
    public static func make(language: String) -> DisplayNumbers {
        let formatter = NumberFormatter()
        // Only the language, script and region: Foundation's formatter stops the process on some extensions
        // (`ar-u-nu-arab`).
        let subtags = language.split(separator: "-").prefix { $0.count > 1 }.map(String.init)
        formatter.locale = Locale(identifier: subtags.joined(separator: "-"))
        formatter.numberStyle = .decimal
        let separator = formatter.groupingSeparator ?? ","
        var digits: [Character] = []
        for digit in 0...9 {
            guard let written = formatter.string(from: NSNumber(value: digit)), written.count == 1 else { break }
            digits.append(Character(written))
        }
        let groupsFour = formatter.string(from: 1234).map { $0.count > 4 } ?? true
        return DisplayNumbers(separator: separator,
                              digits: digits.count == 10 && digits != Array("0123456789") ? digits : nil,
                              groupingFrom: groupsFour ? 4 : 5)
    }

    /// `number` as pages show it.
    public func display(_ number: Int) -> String {
        let ascii = String(number.magnitude)
        var text = number < 0 ? "-" : ""
        for (index, character) in ascii.enumerated() {
            let left = ascii.count - index
            if index > 0, left % 3 == 0, ascii.count >= groupingFrom { text += separator }
            text.append(digits.flatMap { digits in character.wholeNumberValue.map { digits[$0] } } ?? character)
        }
        return text
    }
}
