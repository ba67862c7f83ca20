import Testing
@testable import HTTPServer
import TestSupport

/// The request reader without a socket: its limits, and that what it finds never depends on where reads end.
@Suite struct HTTPRequestReaderTests {
    /// Every outcome for `bytes` fed in pieces of `size`, up to the first fault.
    func outcomes(_ bytes: [UInt8], size: Int) -> [Result<HTTPRequest, HTTPRequestFault>] {
        var reader = HTTPRequestReader()
        var found: [Result<HTTPRequest, HTTPRequestFault>] = []
        for start in stride(from: 0, to: bytes.count, by: size) {
            reader.append(bytes[start..<min(start + size, bytes.count)])
            while let next = reader.nextRequest() {
                found.append(next)
                if case .failure = next { return found }
            }
        }
        return found
    }

    /// A head whose last header line ends `overLimit` bytes past the limit (CRLF line ends, or bare LF), and the
    /// length of that header's value.
    func head(overLimit: Int, lineEnd: String = "\r\n") -> (bytes: [UInt8], fill: Int) {
        let start = "GET / HTTP/1.1\(lineEnd)Host: localhost\(lineEnd)X: "
        let fill = HTTPRequestReader.headLimit - start.utf8.count + overLimit
        return (Array((start + String(repeating: "a", count: fill) + lineEnd + lineEnd).utf8), fill)
    }

    @Test(arguments: [0, 1], ["\r\n", "\n"])
    func aHeadAtTheLimitIsReadAndOneByteMoreIsRefusedHoweverItArrives(over: Int, lineEnd: String) {
        let (bytes, fill) = head(overLimit: over, lineEnd: lineEnd)
        for size in [1, 2, 3, 7, 1000, bytes.count] {
            let found = outcomes(bytes, size: size)
            #expect(found.count == 1, "pieces of \(size)")
            if over == 0 {
                #expect((try? found.first?.get())?.header("x")?.count == fill, "pieces of \(size)")
            } else {
                #expect(found.first.map { if case .failure(.headTooLarge) = $0 { true } else { false } } == true,
                        "pieces of \(size)")
            }
        }
    }

    @Test(arguments: [0, 1])
    func aRequestLineAtItsLimitIsReadAndOneByteMoreGets414(over: Int) {
        let target = "/" + String(repeating: "a", count: HTTPRequestReader.requestLineLimit - 14 + over)
        let bytes = Array("GET \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)
        for size in [1, 5, bytes.count] {
            let found = outcomes(bytes, size: size)
            if over == 0 {
                #expect((try? found.first?.get())?.target == target, "pieces of \(size)")
            } else {
                #expect(found.first.map { if case .failure(.targetTooLong) = $0 { true } else { false } } == true)
            }
        }
    }

    @Test func emptyLinesBeforeARequestDoNotCountTowardsItsLimits() {
        let bytes = Array(String(repeating: "\r\n", count: 20_000).utf8) + head(overLimit: 0).bytes
        for size in [1, 4096, bytes.count] {
            let found = outcomes(bytes, size: size)
            #expect(found.count == 1 && (try? found[0].get()) != nil, "pieces of \(size)")
        }
    }

    @Test func pipelinedRequestsComeOutInOrderWhateverTheReads() {
        let bytes = Array(("GET /a HTTP/1.1\r\nHost: localhost\r\n\r\n\r\nHEAD /b HTTP/1.0\n\n"
            + "GET /c HTTP/1.1\r\nHost: x\r\nContent-Length: 5, 6\r\n\r\n").utf8)
        for size in 1...bytes.count {
            let found = outcomes(bytes, size: size)
            #expect(found.count == 3)
            #expect(found.prefix(2).compactMap { try? $0.get().target } == ["/a", "/b"])
            #expect(found.last.map { if case .failure(.malformed) = $0 { true } else { false } } == true)
        }
    }
}
