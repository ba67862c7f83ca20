import Synchronization

extension Mutex where Value: ~Copyable {
    /// `withLock`, with the order between one holder of the lock and the next told to ThreadSanitizer.
    ///
    /// On Linux, Synchronization's `Mutex` locks with atomics and futexes inside the uninstrumented standard
    /// library, so ThreadSanitizer sees none of its ordering and reports every access the lock protects as a race
    /// (`make test-sanitize`). Code that shares state between threads uses this instead of `withLock`, so that a
    /// ThreadSanitizer report is about a real race. Outside ThreadSanitizer it costs two tests of a nil pointer.
    public borrowing func withLockTracked<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        // The mutex's own address names it; reading it touches none of the protected value.
        let address = withUnsafePointer(to: self) { UnsafeRawPointer($0) }
        return try withLock { (value: inout sending Value) throws(E) -> sending Result in
            ThreadSanitizer.acquire(address)
            defer { ThreadSanitizer.release(address) }
            return try body(&value)
        }
    }
}
