/// Times the stages of a build, one lap each.
struct StageClock {
    private var last = ContinuousClock.now
    private(set) var laps: [(stage: String, seconds: Double)] = []

    mutating func lap(_ stage: String) {
        let now = ContinuousClock.now
        laps.append((stage, Self.seconds(last.duration(to: now))))
        last = now
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
