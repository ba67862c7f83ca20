extension ImageLayoutVocabulary {
    /// The text column's width when folio.yml does not say: the default theme's measure (65ch of its 17 px
    /// system font is 618 to 703 px, depending on the font), fixed so that pictures can be made to fit it.
    public static let defaultContentWidth = 680

    /// The share of the column each built-in width word sets (the stylesheet's `width: 33.333%` and so on).
    public static let shares: [String: Double] = ["quarter": 0.25, "third": 1 / 3, "half": 0.5, "twothirds": 2 / 3,
                                           "full": 1]

    /// The column share that an image's layout classes set, or nil when none of them is a width word.
    public func share(of classes: [String]) -> Double? {
        classes.lazy.compactMap { Self.shares[$0] }.first
    }

    /// Whether the classes float the picture (which then takes the whole column on narrow screens).
    public func isFloated(_ classes: [String]) -> Bool {
        classes.contains("left") || classes.contains("right")
    }
}
