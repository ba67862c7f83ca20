/// Strings with code inside: Kotlin's `$name` and `${…}` templates (in `"…"` and `"""…"""`), JavaScript's
/// template literals with `${…}` holes, each hole a nested `run`.
extension CLikeScanner {
    /// Kotlin and Java `"""` strings, with Kotlin's `$` templates.
    mutating func scanTripleQuoted(from start: Int) {
        var k = start + 3
        var runStart = start
        while k < code.count && !code.has("\"\"\"", at: k) {
            if code[k] == UInt8(ascii: "$") && dialect == .kotlin {
                sink.add(.string, runStart, k)
                k = scanKotlinTemplate(at: k)
                runStart = k
                continue
            }
            k += code[k] == UInt8(ascii: "\\") ? 2 : 1
        }
        i = min(k + 3, code.count)
        while code.at(i) == UInt8(ascii: "\"") { i += 1 }
        sink.add(.string, runStart, i)
    }

    /// Kotlin `$name` and `${…}` at `k`; returns where the string goes on.
    mutating func scanKotlinTemplate(at k: Int) -> Int {
        if code.at(k + 1) == UInt8(ascii: "{") {
            sink.add(.stringInterpolation, k, k + 2)
            i = k + 2
            let saved = (last, pendingName)
            run(untilBrace: true)
            (last, pendingName) = saved
            let end = min(i + 1, code.count)
            sink.add(.stringInterpolation, i, end)
            return end
        }
        let end = code.identifierEnd(from: k + 1)
        guard end > k + 1 else { return k + 1 }
        sink.add(.stringInterpolation, k, k + 1)
        sink.add(.name, k + 1, end)
        return end
    }

    /// JavaScript template literals with `${…}` holes.
    mutating func scanTemplate() {
        var k = i + 1
        var runStart = i
        while k < code.count && code[k] != UInt8(ascii: "`") {
            if code[k] == UInt8(ascii: "\\") { k += 2; continue }
            if code[k] == UInt8(ascii: "$") && code.at(k + 1) == UInt8(ascii: "{") {
                sink.add(.stringBacktick, runStart, k)
                sink.add(.stringInterpolation, k, k + 2)
                i = k + 2
                last = .open
                run(untilBrace: true)
                let end = min(i + 1, code.count)
                sink.add(.stringInterpolation, i, end)
                k = end
                runStart = k
                continue
            }
            k += 1
        }
        i = min(k + 1, code.count)
        sink.add(.stringBacktick, runStart, i)
    }
}
