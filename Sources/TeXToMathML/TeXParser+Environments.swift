extension TeXParser {
    /// `\begin{name}…\end{name}`, after `\begin`.
    mutating func environment(_ token: TeXToken) throws(TeXError) -> MathNode {
        let at = try peek().offset
        let name = try rawArgument(for: token)
        guard let style = try arrayStyle(for: name, at: at) else {
            throw TeXError("unknown environment '\(name)'", at: at)
        }
        var array = MathArray(rows: [], style: style)
        let bare = name.hasSuffix("*") ? String(name.dropLast()) : name
        switch bare {
        case "pmatrix": (array.leftDelimiter, array.rightDelimiter) = ("(", ")")
        case "bmatrix": (array.leftDelimiter, array.rightDelimiter) = ("[", "]")
        case "Bmatrix": (array.leftDelimiter, array.rightDelimiter) = ("\\{", "\\}")
        case "vmatrix": (array.leftDelimiter, array.rightDelimiter) = ("|", "|")
        case "Vmatrix": (array.leftDelimiter, array.rightDelimiter) = ("\\Vert", "\\Vert")
        case "cases", "dcases": array.leftDelimiter = "\\{"
        case "rcases", "drcases": array.rightDelimiter = "\\}"
        default: break
        }
        if name.hasSuffix("matrix*"), let option = try optionalArgument() {
            let text = option.compactMap { node -> String? in
                if case .symbol(let symbol) = node { return symbol.name }
                return nil
            }.joined()
            guard let alignment = ["l": "left", "c": "center", "r": "right"][text] else {
                throw TeXError("\\begin{\(name)}[\(text)]: the alignment must be l, c or r", at: at)
            }
            array.columnAlignments = [alignment]
        }
        if ["array", "darray", "subarray"].contains(name) {
            try readColumns(into: &array, for: token)
        } else if ["alignat", "alignat*", "alignedat"].contains(name) {
            // The number of column pairs: the table has that many, however many its rows use, and no more.
            let countAt = try peek().offset
            let count = try rawArgument(for: token).filter { $0 != " " }
            guard let pairs = Double(count), pairs >= 0, count.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
            else {
                throw TeXError("\\begin{\(name)} needs a number of column pairs, not '\(count)'", at: countAt)
            }
            array.columnCount = Int((2 * pairs).rounded(.up))
        }
        tokens.beginGroup()
        defer { tokens.endGroup() }
        let outer = mode
        mode = .math
        defer { mode = outer }
        try readRows(into: &array)
        if let columns = array.columnCount, let row = array.rows.first(where: { $0.count > columns }) {
            throw TeXError("\\begin{\(name)} has \(row.count) columns in a row, more than the \(columns) it asks for",
                           at: at)
        }
        let end = try consume()
        guard end.text == "\\end", end.kind == .command else { throw unexpected(end) }
        let endAt = try peek().offset
        let closing = try rawArgument(for: end)
        guard closing == name else {
            throw TeXError("\\begin{\(name)} is closed by \\end{\(closing)}", at: endAt)
        }
        return .array(array)
    }

    /// How the environment `name` sets its table, or nil for an environment folio does not know.
    private func arrayStyle(for name: String, at offset: Int) throws(TeXError) -> ArrayStyle? {
        let displayOnly = ["align", "align*", "alignat", "alignat*", "gather", "gather*", "equation", "equation*",
                           "split"]
        if displayOnly.contains(name), !isDisplay {
            throw TeXError("{\(name)} can be used only in display math ($$…$$)", at: offset)
        }
        switch name {
        case "matrix", "pmatrix", "bmatrix", "Bmatrix", "vmatrix", "Vmatrix", "matrix*", "pmatrix*", "bmatrix*",
             "Bmatrix*", "vmatrix*", "Vmatrix*": return .matrix
        case "smallmatrix": return .smallMatrix
        case "subarray": return .subarray
        case "cases", "rcases": return .cases(display: false)
        case "dcases", "drcases": return .cases(display: true)
        case "aligned", "split", "align*": return .aligned(numbered: false)
        case "align": return .aligned(numbered: true)
        case "alignedat", "alignat*": return .alignedAt(numbered: false)
        case "alignat": return .alignedAt(numbered: true)
        case "gathered", "gather*": return .gathered(numbered: false)
        case "gather": return .gathered(numbered: true)
        case "equation*": return .equation(numbered: false)
        case "equation": return .equation(numbered: true)
        case "array": return .array(display: false)
        case "darray": return .array(display: true)
        default: return nil
        }
    }

    /// `array`'s column argument: `l`, `c`, `r` and the lines between them, `|` or `:`.
    private mutating func readColumns(into array: inout MathArray, for token: TeXToken) throws(TeXError) {
        let at = try peek().offset
        let spec = try rawArgument(for: token)
        var alignments: [String] = []
        var lines = ["none"]  // the line before each column, and after the last
        for character in spec where character != " " {
            switch character {
            case "l", "c", "r":
                alignments.append(["l": "left", "c": "center", "r": "right"][character]!)
                lines.append("none")
            case "|", ":": lines[alignments.count] = character == "|" ? "solid" : "dashed"
            default: throw TeXError("unknown column alignment '\(character)' in {\(spec)}", at: at)
            }
        }
        array.columnLines = lines
        array.columnAlignments = alignments
    }

    /// Cells separated by `&`, rows by `\\`, up to `\end`, with `\hline` and `\hdashline` between rows.
    private mutating func readRows(into array: inout MathArray) throws(TeXError) {
        var row: [MathNode] = []
        array.linesAbove = [try horizontalLines()]
        let isAligned: Bool
        switch array.style {
        case .aligned, .alignedAt: isAligned = true
        default: isAligned = false
        }
        while true {
            tokens.beginGroup()
            var cell = try expression(until: { $0.kind == .command && ($0.text == "\\\\" || $0.text == "\\cr") })
            tokens.endGroup()
            // In an aligned environment, what follows `&` is set as after an empty atom, so `&=` spaces like `{}=`.
            if isAligned, row.count % 2 == 1 { cell.insert(.group([]), at: 0) }
            row.append(.group(cell))
            let next = try peek()
            switch next.text {
            case "&" where next.kind == .character:
                try consume()
            case "\\\\", "\\cr":
                try consume()
                if try peek().isCharacter("[") { _ = try optionalArgument() }
                array.rows.append(row)
                row = []
                array.linesAbove.append(try horizontalLines())
            case "\\end" where next.kind == .command:
                // A `\\` before `\end` ends the last row; it does not start an empty one.
                if !(row.count == 1 && cell.isEmpty) {
                    array.rows.append(row)
                    array.linesAbove.append(false)
                }
                return
            default:
                throw TeXError("expected '&', '\\\\' or \\end, found \(describe(next))", at: next.offset)
            }
        }
    }

    /// Reads any `\hline` and `\hdashline` that come next; true when there was one.
    private mutating func horizontalLines() throws(TeXError) -> Bool {
        var found = false
        while true {
            try skipSpaces()
            let next = try peek()
            guard next.kind == .command, next.text == "\\hline" || next.text == "\\hdashline" else { return found }
            try consume()
            found = true
        }
    }
}
