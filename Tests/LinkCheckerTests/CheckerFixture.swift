#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LinkChecker
import TestSupport

/// Options for tests: short waits, so that retries and timeouts take a moment, not minutes.
func testOptions(_ change: (inout LinkCheckOptions) -> Void = { _ in }) -> LinkCheckOptions {
    var options = LinkCheckOptions(userAgent: "folio-test/1.0 (link check)")
    options.requestTimeout = .seconds(2)
    options.retryDelay = .milliseconds(50)
    change(&options)
    return options
}

/// Checks `urls` with `options` and gives each result.
func check(_ urls: [String], options: LinkCheckOptions = testOptions(), cache: LinkCache = LinkCache())
    async -> LinkChecker.Report {
    await LinkChecker(options: options).check(urls, cache: cache)
}

/// An HTML page with the ids given.
func page(ids: [String]) -> LoopbackServer.Reply {
    .status(200, headers: [("Content-Type", "text/html; charset=utf-8")],
            body: "<!doctype html><title>T</title>" + ids.map { "<h2 id=\"\($0)\">\($0)</h2><p>text</p>" }.joined())
}

/// A TCP socket bound to a free port of 127.0.0.1: its descriptor and address, the port filled in.
private func boundLoopbackSocket() -> (fd: Int32, address: sockaddr_in) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return (fd, address)
}

/// A loopback port that nothing listens on: bound and closed again at once.
func unusedPort() throws -> Int {
    let (fd, address) = boundLoopbackSocket()
    close(fd)
    return Int(UInt16(bigEndian: address.sin_port))
}

/// A loopback port that listens and takes no connection: its queue of one is filled at once, so that the kernel
/// drops every later SYN, as a host behind a firewall that drops packets does. Closed by `close()`.
struct DeafPort {
    let port: Int
    private let sockets: [Int32]

    init() throws {
        let (listener, bound) = boundLoopbackSocket()
        var address = bound
        guard listen(listener, 0) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var sockets = [listener]
        for _ in 0..<2 {  // the first fills the queue, the second waits as the checker's will
            let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(filler, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            sockets.append(filler)
        }
        self.sockets = sockets
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() {
        for fd in sockets { _ = Glibc.close(fd) }
    }
}
