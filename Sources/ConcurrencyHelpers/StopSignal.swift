#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A one-way flag that wakes every `poll` waiting on it: raising it writes a byte into a pipe nobody drains,
/// so the read end stays readable for all threads at once.
public final class StopSignal: Sendable {
    /// Poll this for `POLLIN`: it turns readable when the signal is raised, and stays so.
    public let readFD: Int32
    private let writeFD: Int32
    private let raised = Atomic<Bool>(false)

    /// Makes the pipe; if the process is out of descriptors, `isUsable` is false (poll skips a -1 entry).
    public init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) != 0 { fds = [-1, -1] }
        readFD = fds[0]
        writeFD = fds[1]
    }

    deinit {
        if readFD >= 0 { close(readFD) }
        if writeFD >= 0 { close(writeFD) }
    }

    /// False when the pipe could not be made (no descriptors left): a poll then never sees the signal.
    public var isUsable: Bool { readFD >= 0 }

    /// True once `raise()` was called.
    public var isRaised: Bool { raised.load(ordering: .acquiring) }

    /// Raises the flag; later calls do nothing.
    public func raise() {
        guard !raised.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var byte: UInt8 = 1
        _ = write(writeFD, &byte, 1)
    }
}
