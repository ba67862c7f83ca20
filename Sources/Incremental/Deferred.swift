import Synchronization
import ConcurrencyHelpers

/// Part of a record that the cache keeps as the bytes it read until a build asks for it. A build that patches the
/// last one reads the summaries and link checks of the few pages an edit touches: decoding all 10,000 of them when
/// the cache is read would cost more than the rest of the build. The bytes are the cache's, which its checksum
/// vouched for; they are decoded once, by whichever core asks first, and written back as they were read while no
/// build changed the value.
final class Deferred<Value: CacheCodable & Sendable>: Sendable {
    private enum State {
        case bytes(CacheBytes)
        case value(Value)
    }

    private let state: Mutex<State>

    init(_ value: Value) {
        state = Mutex(.value(value))
    }

    /// Takes the value's bytes (a count, then the bytes) without decoding them.
    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        state = Mutex(.bytes(try reader.counted()))
    }

    var value: Value {
        state.withLockTracked { state in
            switch state {
            case .value(let value): return value
            case .bytes(let bytes):
                var reader = CacheReader(bytes)
                // The bytes are what this version of folio wrote (the cache's layout and checksum say so).
                guard let value = try? Value(from: &reader), reader.isAtEnd else {
                    preconditionFailure("the build cache's checked bytes do not decode")
                }
                state = .value(value)
                return value
            }
        }
    }

    func write(to writer: inout CacheWriter) {
        let read: CacheBytes? = state.withLockTracked { state in
            if case .bytes(let bytes) = state { bytes } else { nil }
        }
        if let read {
            writer.write(counted: read)
            return
        }
        var encoded = CacheWriter()
        value.write(to: &encoded)
        writer.write(counted: encoded.bytes)
    }
}
