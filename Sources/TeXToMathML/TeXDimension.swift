/// A TeX length (`1em`, `3mu`, `-0.5pt`), read into ems of the current font: TeX's units at 10 points to the em.
struct TeXDimension: Equatable {
    var ems: Double

    /// Points in each unit; `em`, `ex` and `mu` depend on the font instead.
    private static let points: [String: Double] = [
        "pt": 1, "mm": 7227.0 / 2540, "cm": 7227.0 / 254, "in": 72.27, "bp": 803.0 / 800, "pc": 12,
        "dd": 1238.0 / 1157, "cc": 14856.0 / 1157, "nd": 685.0 / 642, "nc": 1370.0 / 107, "sp": 1.0 / 65536,
        "px": 803.0 / 800,
    ]

    init(ems: Double) { self.ems = ems }

    /// The length written in `text` (spaces allowed around the number and unit), or nil.
    init?(_ text: String) {
        var rest = Substring(text.filter { $0 != " " })
        var sign = 1.0
        while let first = rest.first, first == "-" || first == "+" {
            if first == "-" { sign = -sign }
            rest = rest.dropFirst()
        }
        let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard !number.isEmpty, number != ".", number.filter({ $0 == "." }).count <= 1,
              let value = Double(number.hasPrefix(".") ? "0" + number : String(number)) else { return nil }
        let unit = String(rest.dropFirst(number.count))
        switch unit {
        case "em": ems = sign * value
        case "ex": ems = sign * value * 0.431
        case "mu": ems = sign * value / 18
        default:
            guard let points = Self.points[unit] else { return nil }
            ems = sign * value * points / 10
        }
    }

    /// The length as CSS writes it, rounded to four places without trailing zeros: `0.1667em`, `1em`.
    var css: String { Self.css(ems) }

    static func css(_ ems: Double) -> String {
        var rounded = (ems * 10_000).rounded() / 10_000
        if rounded == 0 { rounded = 0 }  // no "-0em"
        var text = String(rounded)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text + "em"
    }
}
