extension JSONValue {
    /// Where JSON text is put, which decides what is escaped besides what JSON itself requires.
    public enum Placement: Sendable {
        /// A `.json` file or an HTTP body: only `"`, `\`, control characters and U+2028/U+2029 are escaped.
        case plain
        /// Inside an HTML `<script>` element (`type="application/ld+json"`): `<`, `>` and `&` are written as
        /// `\u003c`, `\u003e` and `\u0026` too, so no `</script>` or `<!--` can end or change the element, whatever
        /// the strings hold.
        case htmlScript
    }

    /// The value as compact JSON text (no spaces), members in their order.
    public func text(for placement: Placement = .plain) -> String {
        var bytes: [UInt8] = []
        write(to: &bytes, placement)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func write(to out: inout [UInt8], _ placement: Placement) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let flag): out += Array((flag ? "true" : "false").utf8)
        case .int(let number): out += Array(String(number).utf8)
        case .double(let number): out += Array((number.isFinite ? Self.text(of: number) : "null").utf8)
        case .string(let text): Self.write(string: text, to: &out, placement)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out, placement)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.write(string: member.key, to: &out, placement)
                out.append(UInt8(ascii: ":"))
                member.value.write(to: &out, placement)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// `1`, `1.5`, `1e-07`: Swift's shortest form that reads back as the same number, which JSON's grammar allows,
    /// but with `.0` dropped from whole numbers.
    private static func text(of number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return "\(number)"
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// Appends `string` as a JSON string to `out`, what `JSONValue.string(string).text(for: placement)` writes,
    /// without making a String of it: one pass over its UTF-8 bytes, which copies each run that needs no escape
    /// whole.
    public static func write(string: String, to out: inout [UInt8], _ placement: Placement) {
        out.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var (index, run) = (0, 0)
            /// Copies the run before `end`, and starts the next after the `length` bytes escaped there.
            func flush(_ end: Int, _ length: Int = 1) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<end]))
                run = end + length
            }
            func escape(_ code: Int) {
                out.append(UInt8(ascii: "\\"))
                out.append(UInt8(ascii: "u"))
                for shift in [12, 8, 4, 0] { out.append(hex[code >> shift & 15]) }
            }
            func backslash(_ byte: UInt8) {
                flush(index)
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): backslash(byte)
                case UInt8(ascii: "\n"): backslash(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): backslash(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): backslash(UInt8(ascii: "t"))
                case 0..<0x20: flush(index); escape(Int(byte))
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
                    if placement == .htmlScript { flush(index); escape(Int(byte)) }
                // U+2028 and U+2029 (E2 80 A8 and E2 80 A9): valid in JSON, but line ends in older JavaScript.
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    flush(index, 3)
                    escape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    index += 2
                default: break
                }
                index += 1
            }
            flush(bytes.count, 0)
        }
        out.append(UInt8(ascii: "\""))
    }
}
