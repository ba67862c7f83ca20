/// Lets a few child processes run at once. Launching hundreds together crashes Foundation's `Process` on Linux,
/// and waiting here suspends the task instead of blocking a thread.
public actor ProcessGate {
    public static let shared = ProcessGate(limit: 4)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init(limit: Int) {
        free = limit
    }

    public func enter() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    public func leave() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}
