import SourceDiagnostics
import YAML

/// Values: strings, arrays, inline tables, and the bare ones (booleans, numbers, date-times).
extension TOMLCursor {
    /// `= value` after a key.
    mutating func parseAssignedValue(after keys: [Key]) throws(Diagnostic) -> YAMLValue {
        skipSpaces()
        guard take([UInt8(ascii: "=")]) else {
            let name = keys.map(\.name).joined(separator: ".")
            throw error("TOML: expected '=' after the key '\(name)', found \(found)", at: index)
        }
        skipSpaces()
        return try parseValue()
    }

    mutating func parseValue() throws(Diagnostic) -> YAMLValue {
        switch current {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .scalar(try parseString())
        case UInt8(ascii: "["):
            try enterNesting()
            defer { depth -= 1 }
            return try parseArray()
        case UInt8(ascii: "{"):
            try enterNesting()
            defer { depth -= 1 }
            return try parseInlineTable()
        case nil, 0x0A, 0x0D, UInt8(ascii: "#"): throw error("TOML: expected a value, found \(found)", at: index)
        default: return .scalar(try parseBareValue())
        }
    }

    private mutating func enterNesting() throws(Diagnostic) {
        guard depth < Self.maximumDepth else {
            throw error("TOML: arrays and tables nested more than \(Self.maximumDepth) deep", at: index)
        }
        depth += 1
    }

    /// `[1, 2, 3]`, over several lines if need be, with comments and a trailing comma allowed.
    private mutating func parseArray() throws(Diagnostic) -> YAMLValue {
        let start = index
        index += 1
        var items: [YAMLValue] = []
        while true {
            try skipBlank()
            if take([UInt8(ascii: "]")]) { break }
            items.append(try parseValue())
            try skipBlank()
            if take([UInt8(ascii: ",")]) { continue }
            if take([UInt8(ascii: "]")]) { break }
            let line = location(at: start).line
            throw error("TOML: expected ',' or ']' in the array opened at line \(line), found \(found)", at: index)
        }
        return .sequence(items, at: location(at: start))
    }

    /// `{ name = "x", size.width = 3 }`, on one line, without a trailing comma (TOML 1.0).
    private mutating func parseInlineTable() throws(Diagnostic) -> YAMLValue {
        let start = index
        index += 1
        var table = TOMLTable(origin: .header, location: location(at: start))
        skipSpaces()
        if take([UInt8(ascii: "}")]) { return table.value }
        while true {
            if current == 0x0A || current == 0x0D {
                throw error("TOML: an inline table must be on one line (TOML 1.0); use a [table] instead",
                            at: start)
            }
            let keys = try parseKey()
            let value = try parseAssignedValue(after: keys)
            if let problem = table.insert(value, at: keys[...], inTableAt: [], path: path) { throw problem }
            skipSpaces()
            let comma = index
            if take([UInt8(ascii: ",")]) {
                skipSpaces()
                if current == UInt8(ascii: "}") {
                    throw error("TOML: an inline table cannot end with a comma (TOML 1.0)", at: comma)
                }
                continue
            }
            if take([UInt8(ascii: "}")]) { return table.value }
            if current == 0x0A || current == 0x0D {
                throw error("TOML: an inline table must be on one line (TOML 1.0); use a [table] instead",
                            at: start)
            }
            throw error("TOML: expected ',' or '}' in the inline table, found \(found)", at: index)
        }
    }

    /// `true`, `42`, `0xFF`, `1e6`, `inf`, `1979-05-27T07:32:00Z`, `07:32:00`: one token, then checked.
    private mutating func parseBareValue() throws(Diagnostic) -> YAMLScalar {
        let start = index
        while let byte = current, Self.isValueByte(byte) { index += 1 }
        // A date and a time may be separated by one space.
        if index - start == 10, current == 0x20, let next = peek(1), (0x30...0x39).contains(next),
           TOMLScalarKind.isDate(bytes[start..<index]) {
            index += 1
            while let byte = current, Self.isValueByte(byte) { index += 1 }
        }
        let token = bytes[start..<index]
        let location = location(at: start)
        guard !token.isEmpty else { throw error("TOML: expected a value, found \(found)", at: start) }
        do {
            let text = try TOMLScalarKind.canonicalText(of: token)
            return YAMLScalar(text, at: location)
        } catch {
            throw self.error(error.message, at: start)
        }
    }

    private static func isValueByte(_ byte: UInt8) -> Bool {
        isBareKeyByte(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }
}
