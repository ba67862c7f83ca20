import Foundation
import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints
import Content
import Blog

/// `folio build` around its stages: the memory `.folio-cache` keeps is read while the inputs are looked at, a build
/// that finds nothing changed since the last one stops there, and the memory is saved after a build that succeeds.
public struct CachedBuild {
    let root: URL
    let options: BuildOptions
    /// See `FileIdentity.racyWindow`; tests, which write files and build within milliseconds, set it to zero.
    var racyWindow = FileIdentity.racyWindow

    public init(root: URL, options: BuildOptions, racyWindow: Int64 = FileIdentity.racyWindow) {
        (self.root, self.options, self.racyWindow) = (root, options, racyWindow)
    }

    /// Runs `make` (stages 1 to 8) with the layer, then `write` (stage 9) with the layer and the manifest of the
    /// folder it writes to, while the memory is saved; returns the build's report. The cache may be saved though
    /// writing fails: it is only a shortcut, and its records of files the folder does not hold are not used.
    public func run(make: (inout IncrementalBuild) async throws(Diagnostics) -> BuiltSite,
             write: (IncrementalBuild, BuiltSite, OutputManifest) async throws(Diagnostics) -> (BuiltSite, Int))
        async throws(Diagnostics) -> BuildReport {
        let start = StageClock.Reading()
        // What the last build wrote, if there is a readable folio.yml to say where (else the build reports it).
        let output = (try? loadConfig(at: root, options: options).value)?.outputURL
        // The cache is read while the inputs and the manifest are looked at. A build that finds nothing changed does
        // not wait for it.
        let looking = Task { [root, options] in InputFingerprint(root: root, options: options) }
        // On a thread of its own, so that the pool's two start on the fingerprint and the cache at once.
        let marking = Task {
            await DetachedThread.run(named: "folio-manifest") {
                OutputManifest(marker: output.flatMap {
                    FileManager.default.contents(atPath: $0.appending(path: OutputFolder.marker).path)
                })
            }
        }
        var loading: Task<(BuildCache, BuildCache.Loaded), Never>?
        if options.usesCache, let output {
            loading = Task { [root, options, racyWindow] in
                var cache = BuildCache(root: root)
                // When only posts and pages it read were edited, the last build is patched as the preview patches it.
                let loaded = await cache.load(output: output, manifest: { await marking.value }) { snapshot, memory in
                    await snapshot.restored(from: memory, inputs: { await looking.value }, options: options,
                                            images: options.imageFolder(root: root), window: racyWindow)
                }
                return (cache, loaded)
            }
        }
        let (inputs, manifest) = (await looking.value, await marking.value)
        let looked = StageClock.Reading()
        // `--no-cache` builds everything, so it trusts no record of the last build: not even this one.
        if options.usesCache, let output, manifest.isCurrent(for: inputs.hash, now: options.now),
           manifest.filesExist(in: output) {
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
        // Each file is written beside the output as soon as it is made, and moved in once the build succeeds.
        layer.staged = output.map { StagedOutput(output: $0, previous: manifest) }
        var site: BuiltSite
        do { site = try await make(&layer) } catch {
            layer.staged?.abandon()
            throw Diagnostics(cacheProblems + error.all)
        }
        let saving = cache.map { cache in
            Task { [layer] in
                let clock = StageClock.Reading()
                let warnings = await cache.save(layer.memory) { BuildSnapshot(layer.current, inputs: inputs) }
                return (warnings, clock.time(of: "saveCache, beside writeOutput"))
            }
        }
        let written: Int
        do { (site, written) = try await write(layer, site, manifest) } catch {
            // Saved whole before the process ends, so that no temporary file of the cache is left behind.
            _ = await saving?.value
            throw Diagnostics(cacheProblems + error.all)
        }
        if let (warnings, time) = await saving?.value {
            site.warnings = warnings + site.warnings
            site.timings.append(time)
        }
        site.timings.insert(start.time(of: "fingerprint inputs, loadCache", until: looked), at: 0)
        site.timings.insert(looked.time(of: "loadCache (the rest of it)", until: loaded), at: 1)
        site.warnings = cacheProblems + site.warnings
        var report = BuildReport(site: site, seconds: StageClock.seconds(start.wall.duration(to: .now)),
                                 filesWritten: written)
        report.heldUntilExit = layer
        return report
    }
}
