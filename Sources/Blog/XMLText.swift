/// Text escaped for XML element content and attribute values.
enum XMLText {
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                // Characters XML 1.0 forbids (most C0 controls) are dropped rather than written.
                if character.value < 0x20, character != "\n", character != "\t", character != "\r" { continue }
                result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
