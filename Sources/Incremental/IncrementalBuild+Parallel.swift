import ConcurrencyHelpers

extension IncrementalBuild {
    /// `work(build, index)` for each index below `count`, on every core, each given a copy of this build to read.
    /// The copy is let go of when this returns, before the caller changes the build: a copy still held then makes
    /// the first change copy what it changes (the list of every file of the site, the pages' records) first.
    func eachInParallel<T: Sendable>(_ count: Int, _ work: @escaping @Sendable (IncrementalBuild, Int) -> T) async
        -> [T] {
        let this = self
        return await inParallel(count) { work(this, $0) }
    }
}
