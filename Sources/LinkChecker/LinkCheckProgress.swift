/// How far a check has come, told after each address.
public struct LinkCheckProgress: Sendable, Equatable {
    /// Addresses answered (or taken from the cache) so far.
    public var done: Int
    /// Addresses to check in all.
    public var total: Int
    /// Addresses found broken so far.
    public var broken: Int

    public init(done: Int, total: Int, broken: Int) {
        self.done = done
        self.total = total
        self.broken = broken
    }
}
