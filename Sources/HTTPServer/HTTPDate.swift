#if canImport(Glibc)
import Glibc
#endif

/// The IMF-fixdate of the `Date` header (`Sun, 06 Nov 1994 08:49:37 GMT`), without a shared formatter.
public enum HTTPDate {
    /// The current time as HTTP writes dates: `Sun, 06 Nov 1994 08:49:37 GMT`.
    public static func now() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, "%a, %d %b %Y %H:%M:%S GMT", &parts)
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
