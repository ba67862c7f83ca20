/// The default theme's colours for highlighted code, one palette for light mode and one for dark, on the theme's
/// code background (`--surface` in templates/style.css). Every colour reaches WCAG AA contrast (4.5:1) against
/// the background and against a highlighted line's, which a test computes.
struct CodePalette: Sendable {
    /// The code background the colours are chosen for: `pre`'s background in the default theme.
    var background: String
    /// A highlighted line's background (`hl_lines`).
    var highlightedLine: String
    var lineNumber: String
    var styles: [Style]

    /// A colour, and optionally weight and slant, for some token classes.
    struct Style: Sendable {
        var color: String
        var bold = false
        var italic = false
        var classes: [TokenClass]
    }

    static let keywords: [TokenClass] = [.keyword, .keywordDeclaration, .keywordNamespace, .keywordPseudo,
                                         .keywordReserved, .keywordConstant, .nameTag, .nameBuiltinPseudo,
                                         .operatorWord, .stringAffix]
    static let strings: [TokenClass] = [.string, .stringDouble, .stringSingle, .stringBacktick, .stringChar,
                                        .stringDelimiter, .stringHeredoc, .stringOther, .nameEntity]
    static let numbers: [TokenClass] = [.number, .numberInteger, .numberFloat, .numberHex, .numberOctal,
                                        .numberBinary, .literal, .literalDate, .nameConstant, .stringSymbol]
    static let comments: [TokenClass] = [.comment, .commentSingle, .commentMultiline, .commentSpecial,
                                         .commentHashbang, .stringDoc]
    static let types: [TokenClass] = [.keywordType, .nameClass, .nameException, .nameNamespace]

    static let light = CodePalette(background: "#f3f1eb", highlightedLine: "#ece6d0", lineNumber: "#5a6069",
                                   styles: [
        Style(color: "#9b2393", bold: true, classes: keywords),
        Style(color: "#b8241a", classes: strings),
        Style(color: "#6b3fa0", classes: [.stringEscape, .stringInterpolation]),
        Style(color: "#8a3d00", classes: [.stringRegex]),
        Style(color: "#1c00cf", classes: numbers),
        Style(color: "#5b6570", italic: true, classes: comments),
        Style(color: "#643820", classes: [.commentPreproc, .commentPreprocFile]),
        Style(color: "#7a5800", classes: [.nameDecorator, .nameAttribute]),
        Style(color: "#0b4f79", classes: types),
        Style(color: "#0f5e91", classes: [.nameFunction, .nameLabel]),
        Style(color: "#3900a0", classes: [.nameBuiltin]),
        Style(color: "#2f6b4f", classes: [.nameVariable, .nameProperty]),
        Style(color: "#116329", classes: [.genericInserted]),
        Style(color: "#a1121b", classes: [.genericDeleted]),
        Style(color: "#b3261e", classes: [.error, .genericTraceback]),
        Style(color: "#1d1f23", bold: true, classes: [.genericPrompt, .genericHeading, .genericSubheading,
                                                      .genericStrong]),
        Style(color: "#585d65", classes: [.genericOutput]),
        Style(color: "#1d1f23", italic: true, classes: [.genericEmph]),
    ])

    static let dark = CodePalette(background: "#1f2228", highlightedLine: "#2f2c22", lineNumber: "#959ba4",
                                  styles: [
        Style(color: "#fc5fa3", bold: true, classes: keywords),
        Style(color: "#fc6a5d", classes: strings),
        Style(color: "#c9a5ff", classes: [.stringEscape, .stringInterpolation]),
        Style(color: "#ff9d6e", classes: [.stringRegex]),
        Style(color: "#d0bf69", classes: numbers),
        Style(color: "#8d99a6", italic: true, classes: comments),
        Style(color: "#fd8f3f", classes: [.commentPreproc, .commentPreprocFile]),
        Style(color: "#d19a66", classes: [.nameDecorator, .nameAttribute]),
        Style(color: "#5dd8ff", classes: types),
        Style(color: "#6fb8d8", classes: [.nameFunction, .nameLabel]),
        Style(color: "#d0a8ff", classes: [.nameBuiltin]),
        Style(color: "#7fcf9f", classes: [.nameVariable, .nameProperty]),
        Style(color: "#7ee787", classes: [.genericInserted]),
        Style(color: "#ff8e8e", classes: [.genericDeleted]),
        Style(color: "#ff7b72", classes: [.error, .genericTraceback]),
        Style(color: "#e6e4df", bold: true, classes: [.genericPrompt, .genericHeading, .genericSubheading,
                                                      .genericStrong]),
        Style(color: "#a5aab2", classes: [.genericOutput]),
        Style(color: "#e6e4df", italic: true, classes: [.genericEmph]),
    ])
}
