#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import ConcurrencyHelpers
import CCurlShim

/// HTTP requests, many at once, made by libcurl on one thread of their own (its multi interface): a request costs
/// a few kilobytes and no thread, whatever the number in flight, and no blocking call runs on Swift's pool.
///
/// libcurl rather than URLSession: Foundation's URLSession on Linux, also built on libcurl, cannot stop a body once
/// it has started. Cancelling a GET when its headers arrived still read 590 MB of an endless body, and cancelling
/// it after 200 KB read 1.5 GB (Swift 6.3.1, measured on this machine against a loopback server), where libcurl's
/// own callbacks end the transfer at the next piece. libcurl is Debian's, the one URLSession uses, loaded when the
/// first request is made.
final class CurlTransfers: Sendable {
    private struct Queue {
        var adds: [(id: Int, request: TransferRequest, continuation: CheckedContinuation<TransferAnswer, Never>)] = []
        var cancels: [Int] = []
        var nextID = 0
        var isStopping = false
    }

    private let queue = Mutex(Queue())
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let finished = Mutex<CheckedContinuation<Void, Never>?>(nil)
    private let hasEnded = Atomic<Bool>(false)

    /// Starts the thread. Every request given is started at once: the caller keeps the limits (`HostGate`), so that
    /// no request waits inside libcurl while its time runs.
    init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 { _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK) }
        (wakeRead, wakeWrite) = (fds[0], fds[1])
        DetachedThread.start(named: "folio-links") { [self] in run() }
    }

    deinit {
        if wakeRead >= 0 { close(wakeRead) }
        if wakeWrite >= 0 { close(wakeWrite) }
    }

    /// The answer to `request`; a cancelled task's transfer is stopped and answers `.cancelled`.
    func fetch(_ request: TransferRequest) async -> TransferAnswer {
        let id = queue.withLockTracked { queue in
            queue.nextID += 1
            return queue.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let accepted = queue.withLockTracked { queue in
                    guard !queue.isStopping else { return false }
                    queue.adds.append((id, request, continuation))
                    return true
                }
                if accepted { wake() } else { continuation.resume(returning: TransferAnswer(failure: .cancelled)) }
            }
        } onCancel: {
            queue.withLockTracked { $0.cancels.append(id) }
            wake()
        }
    }

    /// Stops every transfer still running, ends the thread, and returns once it has.
    func shutdown() async {
        await withCheckedContinuation { continuation in
            let ended = finished.withLockTracked { waiting -> Bool in
                if hasEnded.load(ordering: .acquiring) { return true }
                waiting = continuation
                return false
            }
            queue.withLockTracked { $0.isStopping = true }
            wake()
            if ended { continuation.resume() }
        }
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private func drainWake() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &buffer, buffer.count) > 0 {}
    }

    // MARK: The thread

    private func run() {
        var error: UnsafeMutablePointer<CChar>?
        let multi = folio_curl_start(&error) == 0 ? folio_curl_multi_new() : nil
        let unavailable = error.map { String(cString: $0) } ?? "libcurl could not start"
        free(error)
        var active: [Int: (transfer: OpaquePointer, context: TransferContext)] = [:]
        var cancelledEarly: Set<Int> = []
        while true {
            let (adds, cancels, isStopping) = queue.withLockTracked { queue in
                defer { (queue.adds, queue.cancels) = ([], []) }
                return (queue.adds, queue.cancels, queue.isStopping)
            }
            for id in cancels {
                if let running = active.removeValue(forKey: id) {
                    folio_curl_remove(multi, running.transfer)
                    running.context.cancel()
                } else {
                    cancelledEarly.insert(id)
                }
            }
            for add in adds {
                let context = TransferContext(id: add.id, request: add.request, continuation: add.continuation)
                if isStopping || cancelledEarly.remove(add.id) != nil {
                    context.cancel()
                    continue
                }
                guard let multi, let transfer = Self.makeTransfer(context) else {
                    context.finish(FOLIO_CURL_OTHER, status: 0, message: multi == nil ? unavailable
                                   : "libcurl could not make a request", connected: false)
                    continue
                }
                if folio_curl_add(multi, transfer) == 0 {
                    active[add.id] = (transfer, context)
                } else {
                    folio_curl_remove(multi, transfer)
                    context.finish(FOLIO_CURL_OTHER, status: 0, message: "libcurl could not start a request",
                                   connected: false)
                }
            }
            if isStopping {
                for running in active.values {
                    folio_curl_remove(multi, running.transfer)
                    running.context.cancel()
                }
                break
            }
            guard let multi else {
                waitForWork()
                continue
            }
            var running: Int32 = 0
            _ = folio_curl_perform(multi, &running)
            var outcome = FOLIO_CURL_DONE
            while let done = folio_curl_next_done(multi, &outcome) {
                let context = Unmanaged<TransferContext>.fromOpaque(folio_curl_context(done)).takeUnretainedValue()
                active.removeValue(forKey: context.id)
                let message = String(cString: folio_curl_message(done))
                context.finish(outcome, status: folio_curl_status(done), message: message,
                               connected: folio_curl_connected(done) != 0)
                folio_curl_remove(multi, done)
            }
            _ = folio_curl_poll(multi, wakeRead, 1000)
            drainWake()
        }
        folio_curl_multi_free(multi)
        let waiting = finished.withLockTracked { waiting in
            hasEnded.store(true, ordering: .releasing)
            defer { waiting = nil }
            return waiting
        }
        waiting?.resume()
    }

    private func waitForWork() {
        var entry = pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, 1000)
        drainWake()
    }

    /// The transfer for a context, which libcurl's callbacks reach through the context's address; the context is
    /// kept alive by the thread's table of active transfers until the transfer is removed.
    private static func makeTransfer(_ context: TransferContext) -> OpaquePointer? {
        let request = context.request
        let milliseconds = Int(request.timeout.components.seconds * 1000
                               + request.timeout.components.attoseconds / 1_000_000_000_000_000)
        return request.url.withCString { url in
            request.userAgent.withCString { agent in
                var options = folio_curl_request(
                    url: url, head: request.isHead ? 1 : 0, timeout_ms: milliseconds,
                    connect_timeout_ms: min(milliseconds, 10_000), user_agent: agent,
                    on_header: { data, length, context in
                        let transfer = Unmanaged<TransferContext>.fromOpaque(context!).takeUnretainedValue()
                        return transfer.header(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
                    },
                    on_body: { data, length, context in
                        let transfer = Unmanaged<TransferContext>.fromOpaque(context!).takeUnretainedValue()
                        return transfer.body(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
                    },
                    context: Unmanaged.passUnretained(context).toOpaque())
                return folio_curl_transfer_new(&options)
            }
        }
    }
}
