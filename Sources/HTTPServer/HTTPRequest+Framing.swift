extension HTTPRequest {
    /// Where the request is addressed (RFC 9112 §3.2): an absolute-form target's authority wins over `Host`,
    /// which HTTP/1.1 requires exactly once, valid, whatever the target's form.
    mutating func readAuthority(hostLines: Int) throws(HTTPRequestFault) {
        if hostLines > 1 { throw .malformed("the request has more than one Host header") }
        if let host = header("host") {
            guard let name = HostName(host) else { throw .malformed("the Host header '\(host)' is not a host") }
            authority = name
        } else if version != "HTTP/1.0" {
            throw .malformed("an HTTP/1.1 request needs a Host header")
        }
        guard let schemeEnd = target.range(of: "://"), !target.hasPrefix("/") else { return }
        guard target[..<schemeEnd.lowerBound].lowercased() == "http" else {
            throw .malformed("this server answers http:// targets only")
        }
        let rest = target[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let written = rest[..<authorityEnd]
        guard !written.contains("@"), let name = HostName(written) else {
            throw .malformed("the target's host '\(written)' is not a host")
        }
        authority = name
        let pathAndQuery = rest[authorityEnd...]
        originForm = pathAndQuery.hasPrefix("/") ? String(pathAndQuery) : "/" + pathAndQuery
    }

    /// The body's framing from `Transfer-Encoding` and `Content-Length` (RFC 9112 §6.1 and §6.3), refusing every
    /// combination whose length a server in front of this one could read differently (request smuggling).
    static func readBody(headers: [String: String], version: String) throws(HTTPRequestFault) -> Body {
        let length = headers["content-length"]
        if let coding = headers["transfer-encoding"] {
            if version == "HTTP/1.0" { throw .malformed("Transfer-Encoding is not allowed in HTTP/1.0") }
            if length != nil { throw .malformed("the request has both Transfer-Encoding and Content-Length") }
            let codings = coding.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: [" ", "\t"]) }
                .filter { !$0.isEmpty }
            guard codings.last == "chunked", codings.dropLast().allSatisfy({ $0 != "chunked" }) else {
                throw .malformed("Transfer-Encoding '\(coding)' does not end with chunked, once")
            }
            if let unknown = codings.dropLast().first(where: { !knownCodings.contains($0) }) {
                throw .unknownTransferCoding(unknown)
            }
            return .chunked
        }
        guard let length else { return .none }
        // A list of equal values is one length (RFC 9112 §6.3, item 5); anything else is an error.
        let values = Set(length.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: [" ", "\t"]) })
        guard values.count == 1, let value = values.first, !value.isEmpty, value.utf8.count <= 18,
              value.utf8.allSatisfy({ (48...57).contains($0) }), let bytes = Int(value)
        else { throw .malformed("Content-Length '\(length)' is not a number of bytes") }
        return bytes == 0 ? .none : .length(bytes)
    }

    private static let knownCodings: Set<String> = ["gzip", "x-gzip", "deflate", "compress", "x-compress"]
}
