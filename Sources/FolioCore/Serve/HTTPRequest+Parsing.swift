import Foundation

extension HTTPRequest {
    /// Parses a request head (request line and header lines separated by CRLF, without the blank line);
    /// nil when it is malformed.
    static func parse(head bytes: ArraySlice<UInt8>) -> HTTPRequest? {
        var lines = split(lines: bytes)
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, let method = token(parts[0]), parts[1].allSatisfy(isVisibleASCII) else {
            return nil
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0", !parts[1].isEmpty else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
                  let name = token(line[line.startIndex..<colon]),
                  line[(colon + 1)...].allSatisfy({ $0 == 9 || (32...126).contains($0) || $0 >= 128 })
            else { return nil }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            let key = name.lowercased()
            headers[key] = headers[key].map { "\($0), \(value)" } ?? value
        }
        return HTTPRequest(
            method: method, target: String(decoding: parts[1], as: UTF8.self), version: version, headers: headers)
    }

    private static func split(lines bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 13, index + 1 < bytes.endIndex, bytes[index + 1] == 10 {
                lines.append(bytes[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        lines.append(bytes[start..<bytes.endIndex])
        return lines
    }

    /// An RFC 9110 token (method or header name), or nil.
    private static func token(_ bytes: ArraySlice<UInt8>) -> String? {
        let allowed = Set("!#$%&'*+-.^_`|~".utf8)
        let valid = !bytes.isEmpty && bytes.allSatisfy {
            (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) || allowed.contains($0)
        }
        return valid ? String(decoding: bytes, as: UTF8.self) : nil
    }

    private static func isVisibleASCII(_ byte: UInt8) -> Bool { (33...126).contains(byte) }
}
