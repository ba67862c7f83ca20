// Strings, regex literals and numbers, written for folio's highlighting tests.
import Foundation

let greeting = "Hello, \"world\"!\n\tTabbed \u{1F600} and \\ a backslash"
let raw = #"A raw string: \n stays, "quotes" too, and \#(greeting.count) interpolates"#
let rawer = ##"Even "# does not end this one"##
let poem = """
    Roses are red,
      "Violets" are blue, \(greeting.prefix(5))
    and this line \
    continues the one before.
    """
let rawPoem = #"""
    A raw multi-line string with \(no) interpolation
    but \#(raw.count) this one.
    """#

let slug = /[a-z0-9]+(?:-[a-z0-9]+)*/
let date = #/(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})/#
let verbose = #/
    (?<key> [a-z_]+ ) \s* : \s* (?<value> .+ )
/#

func parse(_ line: String) -> (String, String)? {
    guard let match = line.wholeMatch(of: verbose) else { return nil }
    return (String(match.key), String(match.value))
}

let half = 10 / 2 / 1
let ratio = Double(half)/3.0
let ranges = (0..<10, 1...5, ..<3, 2...)
let numbers: [Any] = [42, -7, 1_000_000, 3.14159, 6.022e23, 1e-9, 0x1F, 0xFF_FF, 0o755, 0b1010_0101, 0x1.8p3]
let tuple = (first: 1, second: (2, 3))
let nested = tuple.second.1

extension String {
    /// The string with every run of whitespace made one space.
    var squeezed: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func padded(to width: Int, with pad: Character = " ") -> String {
        count >= width ? self : self + String(repeating: pad, count: width - count)
    }
}

func report(_ values: [Double]) -> String {
    let total = values.reduce(0, +)
    let mean = values.isEmpty ? 0 : total / Double(values.count)
    let spread = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / max(1, Double(values.count - 1))
    return "n=\(values.count) mean=\(String(format: "%.2f", mean)) sd=\(spread.squareRoot()) "
        + "[\(values.map { "\($0)" }.joined(separator: ", "))]"
}

let lines = poem.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
for (index, line) in lines.enumerated() where !line.isEmpty {
    print("\(index + 1): \(line.padded(to: 30, with: "."))|")
}
if let (key, value) = parse("title: A post about regex literals") {
    print(key, value, slug, date, separator: " / ")
}
