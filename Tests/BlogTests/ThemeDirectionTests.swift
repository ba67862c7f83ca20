import Foundation
import Testing
@testable import Blog

/// The default stylesheet lays a page out from where its language starts: a page in Arabic (`dir="rtl"`) has its
/// list indents, quote bars and "newer" links on the other side. So no rule of it sets one side alone by name
/// (`padding-left`, `text-align: right`); it says `padding-inline-start` and `text-align: end`, or sets both sides
/// alike (`margin-left: auto; margin-right: auto`).
@Suite struct ThemeDirectionTests {
    static let css = DefaultTheme.files.first { $0.path == "templates/style.css" }?.text ?? ""

    /// Each rule's selector and its declarations, property → value, comments left out.
    static func rules(in css: String) -> [(selector: String, declarations: [String: String])] {
        let text = css.replacing(/\/\*[\s\S]*?\*\//, with: "")
        var rules: [(String, [String: String])] = []
        // The innermost blocks: a selector, `{`, declarations without braces, `}`.
        for match in text.matches(of: /([^{}]*)\{([^{}]*)\}/) {
            var declarations: [String: String] = [:]
            for declaration in match.output.2.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                declarations[parts[0].trimmingCharacters(in: .whitespacesAndNewlines)] =
                    parts[1].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            rules.append((match.output.1.trimmingCharacters(in: .whitespacesAndNewlines), declarations))
        }
        return rules
    }

    /// The rules of `css` that set one side by name without the other alike.
    static func oneSided(_ css: String) -> [String] {
        var mirrors = ["left": "right", "right": "left"]
        for box in ["margin", "padding", "border"] {
            mirrors["\(box)-left"] = "\(box)-right"
            mirrors["\(box)-right"] = "\(box)-left"
        }
        var found: [String] = []
        for (selector, declarations) in rules(in: css) {
            for (property, value) in declarations.sorted(by: { $0.key < $1.key }) {
                if let mirror = mirrors[property], declarations[mirror] != value {
                    found.append("\(selector) { \(property): \(value) }")
                }
                // Code reads left to right everywhere: `pre { direction: ltr }` may align it so.
                if ["text-align", "float", "clear"].contains(property), ["left", "right"].contains(value) {
                    found.append("\(selector) { \(property): \(value) }")
                }
            }
        }
        return found
    }

    @Test func noRuleOfTheDefaultStylesheetSetsOneSideByName() {
        #expect(Self.rules(in: Self.css).count > 100)
        #expect(Self.oneSided(Self.css) == [])
    }

    /// The check finds what it is there to find.
    @Test func aOneSidedRuleIsFound() {
        let css = "/* a { left: 0 } */\nul { padding-left: 1em; }\n.wrap { margin-left: auto; margin-right: auto; }\n"
            + "th { text-align: right; }\n@media (max-width: 40em) { .x { left: 0; } }\n"
        #expect(Self.oneSided(css) == ["ul { padding-left: 1em }", "th { text-align: right }", ".x { left: 0 }"])
    }
}
