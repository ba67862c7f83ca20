/// Which widths of one picture to make, and the `sizes` that tells a browser how wide it shows: pure arithmetic
/// from the layout words, the theme's text column and the original's size.
///
/// The rule is the stylesheet's (`ImageLayoutVocabulary.stylesheet()`): a width word is that share of the column;
/// no width word is the picture's natural width, up to the column; under 40em a floated picture takes the whole
/// column, and other pictures keep their share of it. So a browser is told, for a `right third` picture in a
/// 680 px column, `(max-width: 40em) 100vw, 227px`.
///
/// The widths: the desktop width at 1× and 2×, and for the phone layout the widest phone column (40em) at 1× and
/// phones up to 430 CSS px wide at 2× and 3× (860 and 1290 px, times the picture's share of the column). Chromium
/// takes the smaller of two candidates when the screen's density is below their geometric mean, so the phone
/// widths sit close above what 2× and 3× phones need rather than an even ladder apart. None is wider than the
/// original; when one would be, the original's width takes its place.
public struct ImagePlan: Equatable, Sendable {
    /// Ascending, each at most the original's width.
    public var widths: [Int]
    /// The `sizes` attribute.
    public var sizes: String
    /// The width of the `src` fallback: the desktop width at 1×, or the original's when that is smaller.
    public var fallbackWidth: Int

    /// The widest screen the phone layout applies to (`@media (max-width: 40em)` at 16 px to the em).
    public static let phoneBreakpoint = 640
    /// The phone layout's widths for a picture that takes the whole column.
    public static let phoneWidths = [phoneBreakpoint, 860, 1290]

    /// `share`: the column share of the picture's width word (nil without one); `isFloated`: `left` or `right`.
    public init(originalWidth: Int, share: Double?, isFloated: Bool, contentWidth: Int) {
        let desktop = max(1, share.map { Int(($0 * Double(contentWidth)).rounded()) }
                          ?? min(originalWidth, contentWidth))
        let phoneShare = isFloated ? 1 : share ?? 1
        var wanted = [desktop, 2 * desktop]
        wanted += Self.phoneWidths.map { Int((Double($0) * phoneShare).rounded()) }
        widths = Array(Set(wanted.map { min($0, originalWidth) })).sorted()
        fallbackWidth = min(desktop, originalWidth)
        sizes = "(max-width: 40em) \(Self.number(phoneShare * 100))vw, \(desktop)px"
    }

    /// `33.33`, `50`, `100`: at most two decimals, no trailing zeros.
    private static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return "\(whole)" }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
