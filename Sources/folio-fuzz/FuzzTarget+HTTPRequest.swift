#if DEBUG || FOLIO_LIBFUZZER
import Foundation
@testable import HTTPServer
@testable import Preview

extension FuzzTarget {
    /// The request reader and parser, the Host check and the responder, without sockets. The first byte says where
    /// the reads end (the rest arrives in pieces of that size): the outcome must not depend on it. Every response
    /// must be one the server can send, with no line break in a header (response splitting).
    static let httpRequest = FuzzTarget(name: "http-request") { data in
        guard let first = data.first else { return }
        let bytes = Array(data.dropFirst())
        var whole = HTTPRequestReader()
        whole.append(bytes)
        let atOnce = drain(&whole)
        var reader = HTTPRequestReader()
        var inPieces: [Result<HTTPRequest, HTTPRequestFault>] = []
        let size = Int(first % 32) + 1
        for start in stride(from: 0, to: bytes.count, by: size) where inPieces.last?.isFailure != true {
            reader.append(bytes[start..<min(start + size, bytes.count)])
            inPieces += drain(&reader)
        }
        precondition(atOnce == inPieces, "the outcome depends on where reads end")
        let policies = [HostPolicy(boundTo: nil), HostPolicy(boundTo: "0.0.0.0", allowedNames: [".example.org"])]
        for outcome in atOnce {
            switch outcome {
            case .success(let request):
                for policy in policies where request.authority.map({ !policy.allows($0, port: 8000) }) == true {
                    let refusal = policy.refusal(of: request.authority!, port: 8000)
                    check(refusal.response)
                    let state = PreviewState(liveReload: true, firstBuildWait: .zero)
                    check(PreviewResponder(state: state).refuse(refusal))
                }
                check(SiteResponder(site: fuzzSite).respond(to: request), for: request)
            case .failure(let fault):
                check(fault.response)
                precondition([400, 414, 431, 501, 505].contains(fault.status))
            }
        }
    }

    /// Every outcome the reader has for the bytes it holds, up to and including the first fault.
    private static func drain(_ reader: inout HTTPRequestReader) -> [Result<HTTPRequest, HTTPRequestFault>] {
        var outcomes: [Result<HTTPRequest, HTTPRequestFault>] = []
        while let next = reader.nextRequest() {
            outcomes.append(next)
            if case .failure = next { break }
        }
        return outcomes
    }

    private static let fuzzSite = ServedSite(snapshot: SiteSnapshot(files: [
        "index.html": Data("<html><body>home</body></html>".utf8), "a/b/index.html": Data("<p>b</p>".utf8),
        "digits.txt": Data("0123456789".utf8), "404.html": Data("<p>missing</p>".utf8),
    ]), liveReload: true)

    private static func check(_ response: HTTPResponse, for request: HTTPRequest? = nil) {
        let statuses = [200, 206, 301, 304, 400, 403, 404, 405, 414, 416, 431, 501, 505]
        precondition(statuses.contains(response.status), "unexpected status \(response.status)")
        for (name, value) in response.headers {
            precondition(HTTPRequest.token(ArraySlice(name.utf8)) != nil, "bad header name \(name)")
            precondition(!value.utf8.contains { $0 < 32 && $0 != 9 }, "a control byte in header \(name)")
        }
        let lines = response.head(keepAlive: false, server: "folio")
            .split(separator: 10, omittingEmptySubsequences: false)
        precondition(lines.count == response.headers.count + (response.hasBody ? 7 : 6), "a header is not one line")
        if response.status == 206 {
            let range = response.headers.first { $0.name == "Content-Range" }?.value ?? ""
            let numbers = range.dropFirst("bytes ".count).split { $0 == "-" || $0 == "/" }.compactMap { Int($0) }
            precondition(numbers.count == 3 && numbers[0] <= numbers[1] && numbers[1] < numbers[2]
                         && response.body.count == numbers[1] - numbers[0] + 1, "a 206 whose range is wrong")
        }
        if let request, response.status == 200 || response.status == 206 {
            precondition(request.method == "GET" || request.method == "HEAD")
            precondition(SitePath(target: request.originForm).map { path in
                !path.segments.contains { $0 == ".." || $0 == "." || $0.contains("/") }
            } ?? false, "served a path that is not plain names")
        }
    }
}

private extension Result {
    var isFailure: Bool {
        if case .failure = self { true } else { false }
    }
}
#endif
