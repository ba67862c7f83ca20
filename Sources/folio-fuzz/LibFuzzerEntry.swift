#if FOLIO_LIBFUZZER
import Foundation

// Built with `-sanitize=fuzzer,address -DFOLIO_LIBFUZZER` (see `make fuzz`): libFuzzer drives the target named by
// FOLIO_FUZZ_TARGET.

/// The target chosen for this process.
let selectedTarget: FuzzTarget? = ProcessInfo.processInfo.environment["FOLIO_FUZZ_TARGET"].flatMap(FuzzTarget.named)

@_silgen_name("LLVMFuzzerRunDriver")
func runLibFuzzer(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// libFuzzer's callback: one input, run through the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    selectedTarget?.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// libFuzzer calls this once before the first input: the target must exist, and it gets a warm-up.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<Int32>?, _ argv: UnsafeMutableRawPointer?) -> Int32 {
    guard let target = selectedTarget else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("folio-fuzz: set FOLIO_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(2)
    }
    warmUp(target)
    return 0
}

/// A debug build's renamed `main` (SwiftPM links `main` to it); a release build uses libFuzzer's own `main`.
@_cdecl("folio_fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var vector = argv
    return runLibFuzzer(&count, &vector, { fuzzOneInput($0, $1) })
}

/// Runs the target over its seeds once before libFuzzer starts counting allocations. What a first run sets up for
/// good (lazy globals, runtime caches) is then in place: LeakSanitizer cannot always see that it is still referenced,
/// because Swift keeps enum cases in a pointer's spare bits, and would report it as a leak of the first input.
private func warmUp(_ target: FuzzTarget) {
    target.run([])
    let seeds = "Tests/Fuzz/corpus/\(target.name)"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: seeds)) ?? [] {
        if let data = FileManager.default.contents(atPath: seeds + "/" + name) { target.run(Array(data)) }
    }
}
#endif
