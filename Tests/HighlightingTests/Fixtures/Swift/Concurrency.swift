// A small download queue, written for folio's highlighting tests.
import Foundation

/// Fetches pages with at most `limit` requests in flight.
actor DownloadQueue {
    private var inFlight = 0
    private let limit: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []
    nonisolated let name: String

    init(name: String = "downloads", limit: Int = 4) {
        self.name = name
        self.limit = max(1, limit)
    }

    func fetch(_ url: URL, using session: URLSession = .shared) async throws -> Data {
        await acquire()
        defer { release() }
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw QueueError.badStatus(url, (response as? HTTPURLResponse)?.statusCode ?? -1)
        }
        return data
    }

    private func acquire() async {
        if inFlight < limit {
            inFlight += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty {
            inFlight -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

enum QueueError: Error, CustomStringConvertible {
    case badStatus(URL, Int)
    case cancelled

    var description: String {
        switch self {
        case .badStatus(let url, let code): "\(url.absoluteString) answered \(code)"
        case .cancelled: "cancelled"
        }
    }
}

@MainActor
final class FeedModel: ObservableObject {
    @Published private(set) var titles: [String] = []
    @Published var isLoading = false
    private let queue = DownloadQueue(limit: 2)

    func reload(from urls: [URL]) async {
        isLoading = true
        defer { isLoading = false }
        let found = await withTaskGroup(of: String?.self, returning: [String].self) { group in
            for url in urls {
                group.addTask { [queue] in
                    guard let data = try? await queue.fetch(url) else { return nil }
                    return String(decoding: data.prefix(80), as: UTF8.self)
                }
            }
            var titles: [String] = []
            for await title in group { if let title { titles.append(title) } }
            return titles.sorted()
        }
        titles = found
    }
}

func retry<T: Sendable>(times: Int = 3, delay: Duration = .milliseconds(250),
                        _ body: @Sendable () async throws -> T) async throws -> T {
    var attempt = 0
    while true {
        do {
            return try await body()
        } catch where attempt < times - 1 {
            attempt += 1
            try await Task.sleep(for: delay * attempt)
        }
    }
}

let stream = AsyncStream<Int> { continuation in
    for value in 0...10 where value.isMultiple(of: 2) { continuation.yield(value) }
    continuation.finish()
}

Task.detached(priority: .background) {
    async let first = retry { 42 }
    let value = try await first
    print("got \(value) after \(1.5e-3) s, hex \(0xFF), binary \(0b1010), octal \(0o17)")
}
