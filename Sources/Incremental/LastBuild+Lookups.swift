import Foundation

extension LastBuild {
    /// The jobs whose contexts read the summary of the page at `path`: as the preview kept them, or found in the
    /// records (`memory`, as the last build left them) when the last build was read from the cache.
    func readers(of path: String, in memory: BuildMemory) -> [Int] {
        if let readers { return readers[path] ?? [] }
        return jobs.indices.filter { memory.outputs[jobs[$0].path]?.reads.contains(path) == true }
    }

    /// The job that shows the page at `path` whole.
    func ownJob(of path: String) -> Int? {
        if let ownJobs { return ownJobs[path] }
        guard let place = sitePositions[path] else { return nil }
        for (index, job) in jobs.enumerated() {
            if let shows = job.shownWhole, shows.isPost == place.isPost, shows.position == place.position {
                return index
            }
        }
        return nil
    }

    /// The pages whose link checks looked at the anchors of the page at `path`.
    func linkers(of path: String, in memory: BuildMemory) -> Set<String> {
        if let linkers { return linkers[path] ?? [] }
        var found: Set<String> = []
        for part in memory.pages.parts {
            for (page, record) in part where record.check?.targets.contains(path) == true { found.insert(page) }
        }
        return found
    }
}
