import Foundation
import Testing
@testable import Blog
import Markdown

/// The default theme's colours, light and dark, meet WCAG's AA contrast (4.5:1 for text) where text is drawn on
/// them: computed from the stylesheet's own custom properties, so a changed colour is checked as it is written.
@Suite struct ThemeContrastTests {
    static let css = DefaultTheme.files.first { $0.path == "templates/style.css" }?.text ?? ""

    /// `--name: #rrggbb;` declarations in the first block after `opening`.
    static func colours(after opening: String) -> [String: String] {
        guard let start = css.range(of: opening),
              let end = css[start.upperBound...].firstIndex(of: "}") else { return [:] }
        var colours: [String: String] = [:]
        for match in css[start.upperBound..<end].matches(of: /--([a-z0-9-]+):\s*#([0-9a-fA-F]{6});/) {
            colours[String(match.output.1)] = String(match.output.2)
        }
        return colours
    }

    static let light = colours(after: ":root {")
    static let dark = light.merging(colours(after: "@media (prefers-color-scheme: dark) {\n  :root {"),
                                    uniquingKeysWith: { $1 })

    /// WCAG 2's relative luminance of `#rrggbb`.
    static func luminance(_ hex: String) -> Double {
        let value = Int(hex, radix: 16) ?? 0
        let channels = [16, 8, 0].map { Double((value >> $0) & 0xFF) / 255 }
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// Text colour, and the background it is drawn on.
    static let pairs: [(String, String)] = [
        ("fg", "bg"), ("muted", "bg"), ("link", "bg"), ("link-hover", "bg"), ("fg", "surface"), ("muted", "surface"),
        ("code-fg", "surface"), ("link", "surface"), ("draft-fg", "draft-bg"), ("future-fg", "future-bg"),
        ("fg", "mark"), ("bg", "fg"),
    ] + AlertKind.allCases.map { ("alert-\($0.rawValue)", "bg") }

    @Test func theStylesheetIsRead() {
        #expect(Self.light["bg"] != nil && Self.dark["bg"] != Self.light["bg"])
        for kind in AlertKind.allCases {
            let name = "alert-\(kind.rawValue)"
            #expect(Self.light[name] != nil && Self.dark[name] != Self.light[name], "--\(name)")
        }
        #expect(Self.contrast("000000", "ffffff") > 20.99 && Self.contrast("777777", "777777") == 1)
    }

    @Test(arguments: ["light", "dark"])
    func everyTextColourMeetsAA(_ scheme: String) throws {
        let colours = scheme == "light" ? Self.light : Self.dark
        for (text, background) in Self.pairs {
            let ratio = Self.contrast(try #require(colours[text], "--\(text)"),
                                      try #require(colours[background], "--\(background)"))
            #expect(ratio >= 4.5, "\(scheme): --\(text) on --\(background) is \(ratio):1")
        }
    }

    @Test func everyAlertKindHasItsRule() {
        for kind in AlertKind.allCases {
            #expect(Self.css.contains(".markdown-alert-\(kind.rawValue) { --alert: var(--alert-\(kind.rawValue)); }"))
        }
    }
}
