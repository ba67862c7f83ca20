import Foundation

extension HTTPRequest {
    /// Parses a request head: the request line, then the header lines, each without its line ending.
    /// - Throws: the fault to answer with, for anything RFC 9112 says a server must refuse.
    static func parse(lines: [ArraySlice<UInt8>]) throws(HTTPRequestFault) -> HTTPRequest {
        guard let requestLine = lines.first else { throw .malformed("the request is empty") }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, let method = token(parts[0]), !parts[1].isEmpty,
              parts[1].allSatisfy(isVisibleASCII)
        else { throw .malformed("the request line is not 'METHOD TARGET HTTP/1.1'") }
        let version = try readVersion(parts[2])
        var headers: [String: String] = [:]
        var hostLines = 0
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), let name = token(line[..<colon]) else {
                throw .malformed("a header line is not 'Name: value'")
            }
            let value = line[(colon + 1)...]
            guard value.allSatisfy({ $0 == 9 || (32...126).contains($0) || $0 >= 128 }) else {
                throw .malformed("the value of header '\(name)' holds a control character")
            }
            let key = name.lowercased()
            let text = String(decoding: trimmed(value), as: UTF8.self)
            if key == "host" { hostLines += 1 }
            headers[key] = headers[key].map { "\($0), \(text)" } ?? text
        }
        let target = String(decoding: parts[1], as: UTF8.self)
        var request = HTTPRequest(method: method, target: target, version: version, headers: headers,
                                  authority: nil, originForm: target)
        try request.readAuthority(hostLines: hostLines)
        request.body = try readBody(headers: headers, version: version)
        return request
    }

    /// `HTTP/1.1` or `HTTP/1.0`; a later minor version of 1 is read as 1.1 (RFC 9110 §2.5).
    private static func readVersion(_ bytes: ArraySlice<UInt8>) throws(HTTPRequestFault) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let digits = Array(bytes.dropFirst(5))
        guard text.hasPrefix("HTTP/"), digits.count == 3, digits[1] == UInt8(ascii: "."),
              [digits[0], digits[2]].allSatisfy({ (48...57).contains($0) })
        else { throw .malformed("'\(text)' is not an HTTP version such as HTTP/1.1") }
        guard digits[0] == UInt8(ascii: "1") else { throw .unsupportedVersion(text) }
        return digits[2] == UInt8(ascii: "0") ? "HTTP/1.0" : "HTTP/1.1"
    }

    /// An RFC 9110 token (method or header name), or nil.
    static func token(_ bytes: ArraySlice<UInt8>) -> String? {
        let valid = !bytes.isEmpty && bytes.allSatisfy {
            (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) || tokenPunctuation.contains($0)
        }
        return valid ? String(decoding: bytes, as: UTF8.self) : nil
    }

    private static let tokenPunctuation = Set("!#$%&'*+-.^_`|~".utf8)

    /// Without the optional whitespace (spaces and tabs) around a field value.
    private static func trimmed(_ value: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace = { (byte: UInt8) in byte == 32 || byte == 9 }
        guard let first = value.firstIndex(where: { !isSpace($0) }) else { return [] }
        return value[first...(value.lastIndex(where: { !isSpace($0) }) ?? first)]
    }

    private static func isVisibleASCII(_ byte: UInt8) -> Bool { (33...126).contains(byte) }
}
