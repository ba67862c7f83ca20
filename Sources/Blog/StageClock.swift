import Foundation

/// How long one stage of a build took: on the clock, and in CPU time summed over the process's threads (their
/// ratio is how many cores the stage kept busy).
public struct StageTime: Sendable {
    /// The stage's name, as `--timings` prints it.
    public var stage: String
    /// On the clock.
    public var seconds: Double
    /// In CPU time, summed over the process's threads.
    public var cpuSeconds: Double
}

/// Times the stages of a build, one lap each.
public struct StageClock {
    /// A moment, on the clock and in the process's CPU time.
    public struct Reading {
        /// On the clock.
        public let wall = ContinuousClock.now
        /// In the process's CPU time, in seconds.
        public let cpu = StageClock.processCPUSeconds()

        public init() {}

        /// How long `stage` took, from this reading to `end`.
        public func time(of stage: String, until end: Reading = Reading()) -> StageTime {
            StageTime(stage: stage, seconds: StageClock.seconds(wall.duration(to: end.wall)), cpuSeconds: end.cpu - cpu)
        }
    }

    private var last = Reading()

    public init() {}
    /// The stages timed so far, in order.
    public private(set) var laps: [StageTime] = []

    /// Ends a lap: the time since the last one, as `stage`'s.
    public mutating func lap(_ stage: String) {
        let now = Reading()
        laps.append(last.time(of: stage, until: now))
        last = now
    }

    /// A duration in seconds.
    public static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The CPU time of every thread of the process so far.
    public static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
