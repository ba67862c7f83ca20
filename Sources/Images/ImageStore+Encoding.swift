import Foundation

extension ImageStore {
    /// Why files cannot be made from pictures on this machine (libvips cannot be loaded), or nil. Loads libvips, the
    /// first time: ask only when a file is missing from the store.
    public static var encoderProblem: String? {
        Vips.problem
    }

    /// Encodes the files the store lacks, one original at one width per task, at most one task per core; each
    /// decode serves every format at that width. Returns why each file that could not be made was not, by file,
    /// and how many files were encoded.
    public func make(_ images: [DerivedImage]) async -> (problems: [DerivedImage: String], encoded: Int) {
        // Originals with the same bytes (one picture copied into several posts) share their files.
        var names: Set<String> = []
        let missing = images.filter { names.insert($0.storeName).inserted && !has($0) }
        guard !missing.isEmpty else { return ([:], 0) }
        if let problem = Self.encoderProblem {
            let failed = images.filter { !has($0) }.map { ($0, problem) }
            return (Dictionary(failed, uniquingKeysWith: { first, _ in first }), 0)
        }
        let jobs = Array(Dictionary(grouping: missing) { EncodingJob(source: $0.source, width: $0.width,
                                                                      keepMetadata: $0.keepMetadata) })
        let limit = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var problems: [DerivedImage: String] = [:]
        var encoded = 0
        await withTaskGroup(of: (images: [DerivedImage], problem: String?).self) { group in
            var next = 0
            func start() {
                let (job, files) = jobs[next]
                next += 1
                group.addTask { (files, self.encode(job, files)) }
            }
            while next < min(limit, jobs.count) { start() }
            for await result in group {
                if let problem = result.problem {
                    for image in images where result.images.contains(where: { $0.storeName == image.storeName }) {
                        problems[image] = problem
                    }
                } else {
                    encoded += result.images.count
                }
                if next < jobs.count { start() }
            }
        }
        return (problems, encoded)
    }

    /// One original at one width in every format asked for; nil when all were kept, else what went wrong.
    private func encode(_ job: EncodingJob, _ images: [DerivedImage]) -> String? {
        let bytes: Data
        do { bytes = try Data(contentsOf: URL(filePath: job.source)) } catch {
            return "cannot be read: \(error.localizedDescription)"
        }
        let header = ImageHeader(Array(bytes.prefix(256 * 1024)))
        if let problem = ImageLimits.problem(with: header) { return problem }
        do {
            let files = try Vips.encode(bytes, width: job.width, formats: images.map { ($0.format, $0.quality) },
                                        keepMetadata: job.keepMetadata)
            for (image, data) in zip(images, files) { try keep(data, for: image) }
            return nil
        } catch let error as VipsError {
            return "cannot be decoded (\(error.message)); it is damaged or cut short"
        } catch {
            return "was made smaller, but the file cannot be kept in \(folder.path): \(error.localizedDescription)"
        }
    }
}

/// One decode: an original at one width.
private struct EncodingJob: Hashable, Sendable {
    var source: String
    var width: Int
    var keepMetadata: Bool
}
