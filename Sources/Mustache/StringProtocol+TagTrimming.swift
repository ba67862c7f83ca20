extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingTagWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
