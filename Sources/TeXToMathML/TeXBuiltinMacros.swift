/// Commands that are macros of other commands, as LaTeX and its AMS packages define them, with the meaning KaTeX gives
/// them where the two differ in what MathML can show.
enum TeXBuiltinMacros {
    static func macro(named name: String) -> TeXMacro? { table[name] }

    private static let table: [String: TeXMacro] = definitions.mapValues(TeXMacro.init)

    private static let definitions: [String: String] = [
        // Relations written with a slash.
        "\\neq": "\\mathrel{\\char\"2260}", "\\ne": "\\neq", "\u{2260}": "\\neq",
        "\\notin": "\\mathrel{\\char\"2209}", "\u{2209}": "\\notin",
        // Arrows with space around them.
        "\\iff": "\\;\\Longleftrightarrow\\;", "\\implies": "\\;\\Longrightarrow\\;",
        "\\impliedby": "\\;\\Longleftarrow\\;",
        // Dots, for the kind of symbol they stand between.
        "\\dotsb": "\\cdots", "\\dotsm": "\\cdots", "\\dotsi": "\\!\\cdots", "\\dotsx": "\\ldots\\,",
        "\\DOTSI": "\\relax", "\\DOTSB": "\\relax", "\\DOTSX": "\\relax",
        "\\vdots": "\\mathord{\\char\"22ee\\rule{0pt}{15pt}}", "\u{22EE}": "\\vdots",
        // Spaces.
        "\\thinspace": "\\,", "\\medspace": "\\:", "\\>": "\\:", "\\thickspace": "\\;",
        "\\negthinspace": "\\!", "\\negmedspace": "\\mskip-4mu", "\\negthickspace": "\\mskip-5mu",
        "\\enspace": "\\kern.5em ", "\\enskip": "\\hskip.5em\\relax", "\\quad": "\\hskip1em\\relax",
        "\\qquad": "\\hskip2em\\relax", "\\newline": "\\\\\\relax",
        // The logos, as KaTeX writes them in MathML: their letters as text.
        "\\TeX": "\\textrm{TeX}", "\\LaTeX": "\\textrm{LaTeX}", "\\KaTeX": "\\textrm{KaTeX}",
        // Operators and the modulus.
        "\\liminf": "\\operatorname*{lim\\,inf}", "\\limsup": "\\operatorname*{lim\\,sup}",
        "\\argmin": "\\operatorname*{arg\\,min}", "\\argmax": "\\operatorname*{arg\\,max}",
        "\\plim": "\\mathop{\\operatorname{plim}}\\limits",
        "\\bmod": "\\mathchoice{\\mskip1mu}{\\mskip1mu}{\\mskip5mu}{\\mskip5mu}\\mathbin{\\rm mod}"
            + "\\mathchoice{\\mskip1mu}{\\mskip1mu}{\\mskip5mu}{\\mskip5mu}",
        "\\pod": "\\allowbreak\\mathchoice{\\mkern18mu}{\\mkern8mu}{\\mkern8mu}{\\mkern8mu}(#1)",
        "\\pmod": "\\pod{{\\rm mod}\\mkern6mu#1}",
        "\\mod": "\\allowbreak\\mathchoice{\\mkern18mu}{\\mkern12mu}{\\mkern12mu}{\\mkern12mu}{\\rm mod}\\,\\,#1",
        // Number sets and other names.
        "\\N": "\\mathbb{N}", "\\R": "\\mathbb{R}", "\\Z": "\\mathbb{Z}", "\\natnums": "\\mathbb{N}",
        "\\reals": "\\mathbb{R}", "\\Reals": "\\mathbb{R}", "\\Complex": "\\mathbb{C}", "\\cnums": "\\mathbb{C}",
        // Letters: dotless i and j, italic capital Greek.
        "\\imath": "\\char\"131", "\\jmath": "\\char\"237",
        "\\varGamma": "\\mathit{\\Gamma}", "\\varDelta": "\\mathit{\\Delta}", "\\varTheta": "\\mathit{\\Theta}",
        "\\varLambda": "\\mathit{\\Lambda}", "\\varXi": "\\mathit{\\Xi}", "\\varPi": "\\mathit{\\Pi}",
        "\\varSigma": "\\mathit{\\Sigma}", "\\varUpsilon": "\\mathit{\\Upsilon}", "\\varPhi": "\\mathit{\\Phi}",
        "\\varPsi": "\\mathit{\\Psi}", "\\varOmega": "\\mathit{\\Omega}",
        // The colon of `f\colon A \to B`: punctuation, closed up on the left.
        "\\colon": "\\nobreak\\mskip2mu\\mathpunct{}\\mathchoice{\\mkern-3mu}{\\mkern-3mu}{}{}{:}\\mskip6mu\\relax",
        "\\underbar": "\\underline{\\text{#1}}",
        // Greek capitals that look like Latin ones.
        "\\Alpha": "\\mathrm{A}", "\\Beta": "\\mathrm{B}", "\\Epsilon": "\\mathrm{E}", "\\Zeta": "\\mathrm{Z}",
        "\\Eta": "\\mathrm{H}", "\\Iota": "\\mathrm{I}", "\\Kappa": "\\mathrm{K}", "\\Mu": "\\mathrm{M}",
        "\\Nu": "\\mathrm{N}", "\\Omicron": "\\mathrm{O}", "\\Rho": "\\mathrm{P}", "\\Tau": "\\mathrm{T}",
        "\\Chi": "\\mathrm{X}",
        // Boxes, struts and stacks.
        "\\boxed": "\\fbox{$\\displaystyle{#1}$}", "\\mathstrut": "\\vphantom{(}",
        "\\substack": "\\begin{subarray}{c}#1\\end{subarray}", "~": "\\nobreakspace",
        // Aliases.
        "\\lbrack": "[", "\\rbrack": "]", "\\bgroup": "{", "\\egroup": "}",
        "\\lang": "\\langle", "\\rang": "\\rangle", "\\larr": "\\leftarrow", "\\rarr": "\\rightarrow",
        "\\lArr": "\\Leftarrow", "\\rArr": "\\Rightarrow", "\\Larr": "\\Leftarrow", "\\Rarr": "\\Rightarrow",
        "\\uarr": "\\uparrow", "\\darr": "\\downarrow", "\\harr": "\\leftrightarrow", "\\hArr": "\\Leftrightarrow",
        "\\Harr": "\\Leftrightarrow", "\\lrarr": "\\leftrightarrow", "\\lrArr": "\\Leftrightarrow",
        "\\Lrarr": "\\Leftrightarrow", "\\infin": "\\infty", "\\isin": "\\in", "\\exist": "\\exists",
        "\\empty": "\\emptyset", "\\plusmn": "\\pm", "\\sdot": "\\cdot", "\\sub": "\\subset", "\\sube": "\\subseteq",
        "\\supe": "\\supseteq", "\\alef": "\\aleph", "\\alefsym": "\\aleph", "\\bull": "\\bullet",
        "\\clubs": "\\clubsuit", "\\diamonds": "\\diamondsuit", "\\hearts": "\\heartsuit", "\\spades": "\\spadesuit",
        "\\real": "\\Re", "\\image": "\\Im", "\\weierp": "\\wp", "\\thetasym": "\\vartheta", "\\sect": "\\S",
        "\\Dagger": "\\ddagger",
    ]
}
