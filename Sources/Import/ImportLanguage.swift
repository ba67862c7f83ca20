/// A language tag folio accepts (`en`, `pt-BR`) from a source's `lang`, `locale` or `languageCode`.
enum ImportLanguage {
    static func tag(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let parts = text.replacing("_", with: "-").split(separator: "-").map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        let rest = parts.dropFirst().filter { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
        return ([first.lowercased()] + rest.map { $0.count == 2 ? $0.uppercased() : $0 }).joined(separator: "-")
    }
}
