/// One fuzz target: a name for `make fuzz` and a function that must not crash, trap or leak on any bytes.
///
/// Each target also checks what must hold for every input (a `precondition` that fails is a finding, as a crash
/// is). To add one, write `static let name = FuzzTarget(...)` in a `FuzzTarget+Name.swift`, list it in `all`,
/// and put seed inputs in `Tests/Fuzz/corpus/<name>/`.
struct FuzzTarget: Sendable {
    var name: String
    var run: @Sendable ([UInt8]) -> Void

    /// Every target, in the order `make fuzz` runs them.
    static var all: [FuzzTarget] {
        #if DEBUG || FOLIO_LIBFUZZER
        [httpRequest, imageLayout, frontMatter, mustache, markdown, tex]
        #else
        []
        #endif
    }

    static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
