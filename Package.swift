// swift-tools-version:6.0
import PackageDescription

// Debian's folder for libraries of this machine's architecture, where GLib keeps glibconfig.h.
#if arch(arm64)
let multiarch = "aarch64-linux-gnu"
#else
let multiarch = "x86_64-linux-gnu"
#endif

// The architecture: each module depends only on those listed before it. The README's "How it works" draws this
// graph, and a test compares the drawing with `swift package describe`.
let package = Package(
    name: "folio",
    products: [
        .executable(name: "folio", targets: ["folio"]),
        // General tools that know nothing of blogs, each usable alone (see the README's "The libraries").
        .library(name: "Mustache", targets: ["Mustache"]),
        .library(name: "Highlighting", targets: ["Highlighting"]),
        .library(name: "YAML", targets: ["YAML"]),
        .library(name: "TOML", targets: ["TOML"]),
        .library(name: "HTML", targets: ["HTML"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "FileWatching", targets: ["FileWatching"]),
        .library(name: "Commands", targets: ["Commands"]),
        .library(name: "LinkChecker", targets: ["LinkChecker"]),
        .library(name: "TeXToMathML", targets: ["TeXToMathML"]),
        // GitHub-flavoured Markdown on cmark-gfm with folio's additions, and pictures made for every screen.
        .library(name: "Markdown", targets: ["Markdown"]),
        .library(name: "Images", targets: ["Images"]),
    ],
    targets: [
        // C libraries from Debian.
        .systemLibrary(
            name: "CMarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // glibc's malloc.h, for the allocator's settings.
        .systemLibrary(name: "CMalloc"),
        // libvips' headers only: the library is loaded when a picture is first made (see folio_vips.c), so that
        // the hundred libraries it needs cost nothing to the commands that make none. Its headers need GLib's.
        .systemLibrary(name: "CVips", providers: [.apt(["libvips-dev"])]),
        // libvips' calls are variadic, which Swift cannot make: a few C functions make them (see folio_vips.h).
        .target(name: "CVipsShim", dependencies: ["CVips"],
                cSettings: [.unsafeFlags(["-I/usr/include/glib-2.0", "-I/usr/lib/\(multiarch)/glib-2.0/include"])]),
        // libcurl's headers only: like libvips, it is loaded when the first link is checked (see folio_curl.c).
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // curl_easy_setopt and curl_easy_getinfo are variadic: a few C functions call them (see folio_curl.h).
        .target(name: "CCurlShim", dependencies: ["CCurl"]),

        // Leaves: general tools that know nothing of blogs.
        .target(name: "SourceDiagnostics"),
        .target(name: "ConcurrencyHelpers"),
        .target(name: "Fingerprints"),
        .target(name: "HTML"),
        .target(name: "JSON"),
        .target(name: "Mustache", dependencies: ["SourceDiagnostics", "HTML", "ConcurrencyHelpers"]),
        .target(name: "Highlighting", dependencies: ["SourceDiagnostics"]),
        .target(name: "YAML", dependencies: ["CYAML", "SourceDiagnostics"]),
        .target(name: "TOML", dependencies: ["YAML", "SourceDiagnostics"]),
        .target(name: "HTTPServer", dependencies: ["ConcurrencyHelpers", "Fingerprints"]),
        .target(name: "FileWatching", dependencies: ["ConcurrencyHelpers"]),
        .target(name: "Search", dependencies: ["ConcurrencyHelpers", "JSON"]),
        .target(name: "Commands"),
        .target(name: "LinkChecker", dependencies: ["CCurlShim", "ConcurrencyHelpers", "HTML"]),
        .target(name: "TeXToMathML"),

        // Content: one document's Markdown, pictures, and a site's sources.
        .target(name: "Markdown", dependencies: ["CMarkGFM", "SourceDiagnostics", "ConcurrencyHelpers", "HTML",
                                                 "Highlighting", "TeXToMathML"]),
        .target(name: "Images", dependencies: ["CVipsShim", "SourceDiagnostics", "ConcurrencyHelpers", "Fingerprints"]),
        .target(name: "Content", dependencies: ["SourceDiagnostics", "YAML", "TOML", "Markdown", "Images"]),

        // The site: its model and stages 5 to 9, then the cache around them, then the builds that use both.
        .target(name: "Blog", dependencies: ["Content", "Markdown", "Images", "Mustache", "Highlighting", "TeXToMathML",
                                             "HTML", "JSON", "Search", "YAML", "Fingerprints", "ConcurrencyHelpers",
                                             "SourceDiagnostics"]),
        .target(name: "Incremental", dependencies: ["Blog", "Content", "Markdown", "Images", "Mustache", "Search",
                                                    "Highlighting", "Fingerprints", "ConcurrencyHelpers",
                                                    "SourceDiagnostics"]),
        .target(name: "Build", dependencies: ["Incremental", "Blog", "Content", "Markdown", "Images", "Mustache",
                                              "Fingerprints", "ConcurrencyHelpers", "SourceDiagnostics"]),

        // Edges: the preview server and the importer.
        .target(name: "Preview", dependencies: ["Build", "Incremental", "Blog", "Content", "HTTPServer",
                                                "FileWatching", "Fingerprints", "ConcurrencyHelpers",
                                                "SourceDiagnostics", "HTML"]),
        .target(name: "Import", dependencies: ["Build", "Incremental", "Blog", "Content", "Markdown", "YAML", "TOML",
                                               "Fingerprints", "SourceDiagnostics"]),
        // `folio check`: the site's links away from it, gathered with their places and checked.
        .target(name: "ExternalLinks", dependencies: ["Build", "Blog", "Content", "HTML", "LinkChecker",
                                                      "SourceDiagnostics"]),

        // Executables: the command line, the benchmarks' helper, and libFuzzer's targets (`make fuzz`; in an
        // ordinary debug build it replays inputs through them).
        .executableTarget(name: "folio", dependencies: ["Build", "Incremental", "Preview", "Import", "ExternalLinks",
                                                        "Blog", "Content", "Markdown", "Highlighting", "LinkChecker",
                                                        "SourceDiagnostics", "Commands", "CMalloc"]),
        .executableTarget(name: "folio-bench", dependencies: ["Build", "Incremental", "Blog", "Content", "Markdown",
                                                              "Search",
                                                              "Highlighting", "Mustache", "SourceDiagnostics",
                                                              "TeXToMathML"]),
        .executableTarget(name: "folio-fuzz", dependencies: ["Preview", "HTTPServer", "Content", "Markdown",
                                                             "Mustache", "TeXToMathML", "SourceDiagnostics"]),

        // Tests: one target per module, and the whole sites with the builds.
        // Helpers the test targets share (child processes, temporary folders, seeded randomness); not a product.
        .target(name: "TestSupport", dependencies: ["ConcurrencyHelpers"], path: "Tests/TestSupport"),
        // Small sites in temporary folders, built as `folio build` and the preview build them.
        .target(name: "SiteTestSupport", dependencies: ["Build", "Incremental", "Blog", "Content",
                                                        "SourceDiagnostics", "TestSupport"],
                path: "Tests/SiteTestSupport"),
        .testTarget(name: "SourceDiagnosticsTests", dependencies: ["SourceDiagnostics"]),
        .testTarget(name: "ConcurrencyHelpersTests", dependencies: ["ConcurrencyHelpers", "TestSupport"]),
        .testTarget(name: "FingerprintsTests", dependencies: ["Fingerprints"]),
        .testTarget(name: "HTMLTests", dependencies: ["HTML"]),
        .testTarget(name: "SearchTests", dependencies: ["Search"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "SourceDiagnostics", "ConcurrencyHelpers",
                                                          "TestSupport"]),
        .testTarget(name: "HighlightingTests", dependencies: ["Highlighting", "SourceDiagnostics", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML", "SourceDiagnostics"]),
        .testTarget(name: "TOMLTests", dependencies: ["TOML", "YAML", "SourceDiagnostics"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "ConcurrencyHelpers", "TestSupport"]),
        .testTarget(name: "FileWatchingTests", dependencies: ["FileWatching", "ConcurrencyHelpers", "TestSupport"]),
        .testTarget(name: "CommandsTests", dependencies: ["Commands", "TestSupport"]),
        .testTarget(name: "LinkCheckerTests", dependencies: ["LinkChecker", "ConcurrencyHelpers", "TestSupport"]),
        .testTarget(name: "TeXToMathMLTests", dependencies: ["TeXToMathML", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "Highlighting", "SourceDiagnostics",
                                                          "TestSupport"]),
        .testTarget(name: "ImagesTests", dependencies: ["Images", "Markdown", "SourceDiagnostics", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "ContentTests", dependencies: ["Content", "Images", "SourceDiagnostics", "YAML", "TOML",
                                                         "TestSupport"]),
        .testTarget(name: "BlogTests", dependencies: ["SiteTestSupport", "Blog", "Build", "Incremental",
                                                      "ConcurrencyHelpers", "Content", "Markdown", "Images",
                                                      "Mustache", "Highlighting", "Fingerprints", "SourceDiagnostics",
                                                      "YAML", "TestSupport"]),
        .testTarget(name: "IncrementalTests", dependencies: ["SiteTestSupport", "Incremental", "Build", "Blog",
                                                             "Content", "Markdown", "Images", "Mustache",
                                                             "Fingerprints", "ConcurrencyHelpers", "Search",
                                                             "SourceDiagnostics", "TestSupport"]),
        // The whole-site layers: fixture sites built and compared with their expected output, invalid sites,
        // and every fixture edited and built again; and the command line, run as a process.
        .testTarget(name: "BuildTests", dependencies: ["SiteTestSupport", "Build", "Incremental", "Blog", "Content",
                                                       "Markdown", "Highlighting", "Fingerprints",
                                                       "SourceDiagnostics", "TestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "PreviewTests", dependencies: ["SiteTestSupport", "Preview", "Build", "Blog", "HTTPServer",
                                                         "FileWatching", "ConcurrencyHelpers", "SourceDiagnostics",
                                                         "TestSupport"]),
        .testTarget(name: "ExternalLinksTests", dependencies: ["SiteTestSupport", "ExternalLinks", "LinkChecker",
                                                               "Content", "Blog", "SourceDiagnostics", "TestSupport"]),
        .testTarget(name: "ImportTests", dependencies: ["SiteTestSupport", "Import", "Build", "Incremental",
                                                        "Markdown", "TOML", "Blog", "Content", "SourceDiagnostics",
                                                        "TestSupport"],
                    resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)

// Every module's functions may be inlined and specialized into the modules that call them, as they were when folio
// was one module: without it a generic call across a module boundary (a `some StringProtocol` parameter, say)
// runs unspecialized, and a cold build took 4% to 7% longer.
for target in package.targets where target.type != .system && target.type != .test {
    target.swiftSettings = (target.swiftSettings ?? [])
        + [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
}
