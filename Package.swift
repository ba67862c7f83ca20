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
        .target(name: "FolioCore", dependencies: ["CMarkGFM", "CYAML", "CVipsShim"]),
        .executableTarget(name: "folio", dependencies: ["FolioCore"]),
        .executableTarget(name: "folio-bench", dependencies: ["FolioCore"]),
        // libFuzzer targets (`make fuzz`); in an ordinary debug build it replays inputs through them.
        .executableTarget(name: "folio-fuzz", dependencies: ["FolioCore"]),
        .testTarget(name: "FolioCoreTests", dependencies: ["FolioCore"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
