#if canImport(Glibc)
import Glibc
#endif

/// ThreadSanitizer's happens-before annotations, looked up at run time: they exist only in a process built with
/// `--sanitize=thread`, and elsewhere each call is one test of a nil function pointer.
public enum ThreadSanitizer {
    typealias Annotation = @Sendable @convention(c) (UnsafeRawPointer?) -> Void

    private static let acquireHook = hook("__tsan_acquire")
    private static let releaseHook = hook("__tsan_release")

    /// True when the process runs under ThreadSanitizer.
    public static var isActive: Bool { acquireHook != nil }

    /// What was released at `address` before happens before what follows.
    public static func acquire(_ address: UnsafeRawPointer) { acquireHook?(address) }

    /// What came before happens before a later `acquire` of `address`.
    public static func release(_ address: UnsafeRawPointer) { releaseHook?(address) }

    private static func hook(_ name: String) -> Annotation? {
        dlsym(nil, name).map { unsafeBitCast($0, to: Annotation.self) }
    }
}
