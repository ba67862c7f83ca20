/// The served files by path, in 64 dictionaries by a hash of the path: a publish that changes a few files copies
/// the few dictionaries that hold them, not one dictionary of the whole site, while requests still read the last.
struct ServedFiles: Sendable {
    private static let shardCount = 64
    private var shards = [[String: ServedFile]](repeating: [:], count: ServedFiles.shardCount)

    init() {}

    init(_ files: [String: ServedFile]) {
        for (path, file) in files { self[path] = file }
    }

    subscript(path: String) -> ServedFile? {
        get { shards[Self.shard(of: path)][path] }
        set { shards[Self.shard(of: path)][path] = newValue }
    }

    var count: Int { shards.reduce(0) { $0 + $1.count } }

    private static func shard(of path: String) -> Int {
        Int(UInt(bitPattern: path.hashValue) % UInt(shardCount))
    }
}
