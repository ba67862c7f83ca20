extension MathMLBuilder {
    /// `\frac` and its kin: an `mfrac`, in the style the command asks for, between its delimiters.
    static func fraction(_ fraction: Fraction, _ context: Context) -> MathMLNode {
        var node = MathMLNode("mfrac", [], [build(fraction.numerator, context), build(fraction.denominator, context)])
        if !fraction.hasBar {
            node["linethickness"] = "0px"
        } else if let bar = fraction.barSize {
            node["linethickness"] = bar
        }
        if let asked = fraction.style {
            let style: MathStyle = asked == .display ? (context.style >= .script ? .text : .display)
                : context.style == .display ? .text : context.style
            if style != context.style {
                node = MathMLNode("mstyle", [("displaystyle", style == .display ? "true" : "false"),
                                             ("scriptlevel", "0")], [node])
            }
        }
        guard fraction.leftDelimiter != nil || fraction.rightDelimiter != nil else { return node }
        var nodes = [node]
        if let left = fraction.leftDelimiter {
            nodes.insert(MathMLNode("mo", text: left.replacing("\\", with: ""), [("fence", "true")]), at: 0)
        }
        if let right = fraction.rightDelimiter {
            nodes.append(MathMLNode("mo", text: right.replacing("\\", with: ""), [("fence", "true")]))
        }
        return .row(nodes)
    }

    /// An environment's table: an `mtable` of its rows, each cell in the environment's style.
    static func array(_ array: MathArray, _ context: Context) -> MathMLNode {
        let columns = max(array.rows.map(\.count).max() ?? 0, array.columnCount ?? 0)
        var display = false, level = "0", rowSpacing = "0.16em", columnSpacing = "1em", numbered = false
        var alignments = array.columnAlignments.map { $0.count == 1 ? Array(repeating: $0[0], count: columns) : $0 }
            ?? Array(repeating: "center", count: columns)
        switch array.style {
        case .matrix: break
        case .smallMatrix:
            (level, rowSpacing, columnSpacing) = ("1", "0.1em", "0.2778em")
            if array.columnAlignments == nil { alignments = [] }
        case .subarray: (level, rowSpacing) = ("1", "0.1em")
        case .cases(let isDisplay): (display, rowSpacing, alignments) = (isDisplay, "0.36em", ["left", "left"])
        case .aligned(let isNumbered), .alignedAt(let isNumbered):
            (display, rowSpacing, numbered) = (true, "0.25em", isNumbered)
            alignments = (0..<columns).map { $0 % 2 == 0 ? "right" : "left" }
            if case .alignedAt = array.style {
                columnSpacing = "0em"
            } else {
                columnSpacing = (0..<max(0, columns - 1)).map { $0 % 2 == 0 ? "0em" : "1em" }.joined(separator: " ")
            }
        case .gathered(let isNumbered): (display, rowSpacing, columnSpacing, numbered) = (true, "0.25em", "0em", isNumbered)
        case .equation(let isNumbered): (display, alignments, numbered) = (true, [], isNumbered)
        case .array(let isDisplay): display = isDisplay
        }
        var cellContext = context
        cellContext.style = level == "1" ? .script : display ? .display : .text
        let cellStyle: [(name: String, value: String)] = [("scriptlevel", level), ("displaystyle", display ? "true" : "false")]
        var rows: [MathMLNode] = []
        for row in array.rows {
            var cells = row.map { cell in
                MathMLNode("mtd", [], [MathMLNode("mstyle", cellStyle, [build(cell, cellContext)])])
            }
            if numbered {
                cells.insert(MathMLNode("mtd", [("class", "mtr-glue")]), at: 0)
                cells += [MathMLNode("mtd", [("class", "mtr-glue")]), MathMLNode("mtd", [("class", "mml-eqn-num")])]
            }
            rows.append(MathMLNode("mtr", [], cells))
        }
        var attributes: [(name: String, value: String)] = [("rowspacing", rowSpacing)]
        if !alignments.isEmpty { attributes.append(("columnalign", alignments.joined(separator: " "))) }
        let innerLines = array.columnLines.count > 2 ? Array(array.columnLines.dropFirst().dropLast()) : []
        if innerLines.contains(where: { $0 != "none" }) {
            attributes.append(("columnlines", innerLines.joined(separator: " ")))
        }
        attributes.append(("columnspacing", columnSpacing))
        let rowLines = array.linesAbove.count > 2 ? Array(array.linesAbove.dropFirst().dropLast()) : []
        if rowLines.contains(true) {
            attributes.append(("rowlines", rowLines.map { $0 ? "solid" : "none" }.joined(separator: " ")))
        }
        var table = MathMLNode("mtable", attributes, rows)
        var notation: [String] = []
        if array.columnLines.first.map({ $0 != "none" }) == true || array.columnLines.count > 1
            && array.columnLines.last.map({ $0 != "none" }) == true {
            notation.append("left right")
        }
        if array.linesAbove.first == true || array.linesAbove.count > 1 && array.linesAbove.last == true {
            notation.append("top bottom")
        }
        if !notation.isEmpty { table = MathMLNode("menclose", [("notation", notation.joined(separator: " "))], [table]) }
        if level == "1" { table = MathMLNode("mstyle", [("scriptlevel", "1")], [table]) }
        guard array.leftDelimiter != nil || array.rightDelimiter != nil else { return table }
        var nodes = [table]
        if let left = array.leftDelimiter {
            nodes.insert(MathMLNode("mo", text: delimiterText(left), [("fence", "true")]), at: 0)
        }
        if let right = array.rightDelimiter {
            nodes.append(MathMLNode("mo", text: delimiterText(right), [("fence", "true")]))
        }
        return MathMLNode("mrow", [], nodes)
    }
}
