// swift-tools-version:6.0
import PackageDescription

// Debian's folder for libraries of this machine's architecture, where GLib keeps glibconfig.h.
#if arch(arm64)
let multiarch = "aarch64-linux-gnu"
#else
let multiarch = "x86_64-linux-gnu"
#endif

let package = Package(
    name: "folio",
    products: [
        .executable(name: "folio", targets: ["folio"]),
        .library(name: "FolioCore", targets: ["FolioCore"]),
        // General tools that know nothing of blogs, each usable alone (see the README's "The libraries").
        .library(name: "Mustache", targets: ["Mustache"]),
        .library(name: "Highlighting", targets: ["Highlighting"]),
        .library(name: "YAML", targets: ["YAML"]),
        .library(name: "TOML", targets: ["TOML"]),
        .library(name: "HTML", targets: ["HTML"]),
        .library(name: "Markdown", targets: ["Markdown"]),
        .library(name: "Images", targets: ["Images"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "FileWatching", targets: ["FileWatching"]),
    ],
    targets: [
        .systemLibrary(
            name: "CMarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // libvips' headers only: the library is loaded when a picture is first made (see folio_vips.c), so that
        // the hundred libraries it needs cost nothing to the commands that make none. Its headers need GLib's.
        .systemLibrary(name: "CVips", providers: [.apt(["libvips-dev"])]),
        // libvips' calls are variadic, which Swift cannot make: a few C functions make them (see folio_vips.h).
        .target(name: "CVipsShim", dependencies: ["CVips"],
                cSettings: [.unsafeFlags(["-I/usr/include/glib-2.0", "-I/usr/lib/\(multiarch)/glib-2.0/include"])]),
        .target(name: "SourceDiagnostics"),
        .target(name: "ConcurrencyHelpers"),
        .target(name: "Fingerprints"),
        .target(name: "HTML"),
        .target(name: "Mustache", dependencies: ["SourceDiagnostics", "HTML"]),
        .target(name: "Highlighting", dependencies: ["SourceDiagnostics"]),
        .target(name: "YAML", dependencies: ["CYAML", "SourceDiagnostics"]),
        .target(name: "TOML", dependencies: ["YAML", "SourceDiagnostics"]),
        .target(name: "HTTPServer", dependencies: ["ConcurrencyHelpers", "Fingerprints"]),
        .target(name: "FileWatching", dependencies: ["ConcurrencyHelpers"]),
        .target(name: "Markdown", dependencies: ["CMarkGFM", "SourceDiagnostics", "ConcurrencyHelpers", "HTML",
                                                 "Highlighting"]),
        .target(name: "Images", dependencies: ["CVipsShim", "SourceDiagnostics", "ConcurrencyHelpers", "Fingerprints"]),
        .target(name: "Content", dependencies: ["SourceDiagnostics", "YAML", "TOML", "Markdown", "Images"]),
        .target(name: "FolioCore", dependencies: [
            "Content", "Markdown", "Images", "SourceDiagnostics", "ConcurrencyHelpers", "Fingerprints", "HTML", "Mustache",
            "Highlighting", "YAML", "TOML", "HTTPServer", "FileWatching"]),
        .executableTarget(name: "folio", dependencies: ["FolioCore"]),
        .executableTarget(name: "folio-bench", dependencies: ["FolioCore"]),
        // libFuzzer targets (`make fuzz`); in an ordinary debug build it replays inputs through them.
        .executableTarget(name: "folio-fuzz", dependencies: ["FolioCore"]),
        // Helpers the test targets share (child processes, temporary folders, seeded randomness); not a product.
        .target(name: "TestSupport", dependencies: ["ConcurrencyHelpers"], path: "Tests/TestSupport"),
        .testTarget(name: "SourceDiagnosticsTests", dependencies: ["SourceDiagnostics"]),
        .testTarget(name: "ConcurrencyHelpersTests", dependencies: ["ConcurrencyHelpers", "TestSupport"]),
        .testTarget(name: "FingerprintsTests", dependencies: ["Fingerprints"]),
        .testTarget(name: "HTMLTests", dependencies: ["HTML"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "SourceDiagnostics", "ConcurrencyHelpers", "TestSupport"]),
        .testTarget(name: "HighlightingTests", dependencies: ["Highlighting", "SourceDiagnostics", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML", "SourceDiagnostics"]),
        .testTarget(name: "TOMLTests", dependencies: ["TOML", "YAML", "SourceDiagnostics"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "ConcurrencyHelpers", "TestSupport"]),
        .testTarget(name: "FileWatchingTests", dependencies: ["FileWatching", "ConcurrencyHelpers", "TestSupport"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "Highlighting", "SourceDiagnostics", "TestSupport"]),
        .testTarget(name: "ImagesTests", dependencies: ["Images", "Markdown", "SourceDiagnostics", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "ContentTests", dependencies: ["Content", "SourceDiagnostics", "YAML", "TOML", "TestSupport"]),
        .testTarget(name: "FolioCoreTests", dependencies: ["FolioCore", "TestSupport"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
