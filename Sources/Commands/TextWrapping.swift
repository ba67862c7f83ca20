/// Running text broken into lines at spaces, for a terminal.
enum TextWrapping {
    /// `text`'s words in lines of at most `width` columns (a longer word has a line of its own): the first starts
    /// with `first`, the others with `indent`.
    static func lines(_ text: String, width: Int, first: String = "", indent: String = "") -> [String] {
        var lines: [String] = []
        var line = first
        var empty = true
        for word in text.split(separator: " ") {
            if !empty, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        lines.append(line)
        return lines
    }
}
