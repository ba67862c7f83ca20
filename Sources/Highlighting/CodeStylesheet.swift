/// The CSS for highlighted code that folio adds to `style.css`: the rules that make line numbers, highlighted
/// lines and titles work, and the colours, which are the default theme's `CodePalette` (light, and dark under
/// `prefers-color-scheme: dark`) unless the theme has a `templates/highlight.css`, which replaces them. Any
/// Pygments, Chroma or Rouge theme written for `pre` fits there, since folio uses their class names.
public enum CodeStylesheet {
    /// The rules, with `themeColors` (a theme's `highlight.css`) instead of the default palette when given.
    public static func css(themeColors: String? = nil) -> String {
        var css = """
            /* Highlighted code (folio adds this). Lines: pre.lines > code > span.line, highlighted ones .hll; line
               numbers are CSS counters, so they are not copied with the code. */
            pre.lines .line { display: inline-block; min-width: 100%; }
            pre.numbered { counter-reset: line; }
            pre.numbered .line::before {
              counter-increment: line;
              content: counter(line);
              display: inline-block;
              min-width: 2ch;
              margin-right: 1.25ch;
              text-align: right;
              color: var(--code-line-number, #5a6069);
              -webkit-user-select: none;
              user-select: none;
            }
            figure.listing { margin-left: 0; margin-right: 0; }
            figure.listing figcaption {
              font-family: var(--mono, monospace);
              font-size: 0.875em;
              margin-bottom: 0.3em;
            }
            figure.listing pre { margin-bottom: 0; }

            """
        if let themeColors {
            css += "/* The theme's templates/highlight.css */\n" + themeColors
            if !themeColors.hasSuffix("\n") { css += "\n" }
        } else {
            css += rules(CodePalette.light, indent: "")
            css += "@media (prefers-color-scheme: dark) {\n" + rules(CodePalette.dark, indent: "  ") + "}\n"
        }
        return css
    }

    private static func rules(_ palette: CodePalette, indent: String) -> String {
        var css = "\(indent):root { --code-line-number: \(palette.lineNumber); }\n"
        css += "\(indent)pre .hll { background-color: \(palette.highlightedLine); }\n"
        for style in palette.styles {
            let selector = style.classes.map { "pre .\($0.rawValue)" }.joined(separator: ", ")
            var declarations = "color: \(style.color);"
            if style.bold { declarations += " font-weight: 600;" }
            if style.italic { declarations += " font-style: italic;" }
            css += "\(indent)\(selector) { \(declarations) }\n"
        }
        return css
    }
}
