import Foundation

/// `folio build` around its stages: the memory `.folio-cache` keeps is read while the inputs are looked at, a build
/// that finds nothing changed since the last one stops there, and the memory is saved after a build that succeeds.
struct CachedBuild {
    let root: URL
    let options: BuildOptions
    /// See `FileIdentity.racyWindow`; tests, which write files and build within milliseconds, set it to zero.
    var racyWindow = FileIdentity.racyWindow

    /// Runs `build` (stages 1 to 9) with the layer and the manifest of the folder it writes to; returns its report.
    func run(_ build: (inout IncrementalBuild, OutputManifest) async throws(Diagnostics) -> (BuiltSite, Int))
        async throws(Diagnostics) -> BuildReport {
        let start = StageClock.Reading()
        // What the last build wrote, if there is a readable folio.yml to say where (else the build reports it).
        let output = (try? loadConfig(at: root, options: options).value)?.outputURL
        let manifest = OutputManifest(marker: output.flatMap {
            FileManager.default.contents(atPath: $0.appending(path: OutputFolder.marker).path)
        })
        // The cache is read while the inputs are looked at. A build that finds nothing changed does not wait for it.
        let looking = Task { [root, options] in InputFingerprint(root: root, options: options) }
        var loading: Task<(BuildCache, BuildCache.Loaded), Never>?
        if options.usesCache, let output {
            loading = Task { [root, options, racyWindow] in
                var cache = BuildCache(root: root)
                // When only posts and pages it read were edited, the last build is patched as the preview patches it.
                let loaded = await cache.load(output: output, manifest: manifest) { snapshot, memory in
                    snapshot.restored(from: memory, inputs: await looking.value, options: options,
                                      images: options.imageFolder(root: root), window: racyWindow)
                }
                return (cache, loaded)
            }
        }
        let inputs = await looking.value
        let looked = StageClock.Reading()
        if let output, manifest.isCurrent(for: inputs, now: options.now), manifest.filesExist(in: output) {
            loading?.cancel()
            return BuildReport(site: BuiltSite(unchangedAt: output),
                               seconds: StageClock.seconds(start.wall.duration(to: .now)))
        }
        let (cache, found) = await loading?.value ?? (nil, BuildCache.Loaded())
        let cacheProblems = found.warnings
        var memory = found.memory
        memory.last = found.restored?.last
        let loaded = StageClock.Reading()
        var layer = IncrementalBuild(memory: memory, root: root, inputs: inputs, keepsWhole: false,
                                     racyWindow: racyWindow, edited: found.restored?.edited)
        var (site, written): (BuiltSite, Int)
        do { (site, written) = try await build(&layer, manifest) } catch {
            throw Diagnostics(cacheProblems + error.all)
        }
        site.timings.insert(start.time(of: "fingerprint inputs, loadCache", until: looked), at: 0)
        site.timings.insert(looked.time(of: "loadCache (the rest of it)", until: loaded), at: 1)
        var warnings = cacheProblems
        if let cache {
            let saving = StageClock.Reading()
            warnings += await cache.save(layer.memory, snapshot: BuildSnapshot(layer.current, inputs: inputs))
            site.timings.append(saving.time(of: "saveCache"))
        }
        site.warnings = warnings + site.warnings
        var report = BuildReport(site: site, seconds: StageClock.seconds(start.wall.duration(to: .now)),
                                 filesWritten: written)
        report.heldUntilExit = layer
        return report
    }
}
