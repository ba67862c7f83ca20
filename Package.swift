// swift-tools-version:6.0
import PackageDescription

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
        .systemLibrary(name: "CVips", pkgConfig: "vips", providers: [.apt(["libvips-dev"])]),
        // libvips' calls are variadic, which Swift cannot make: a few C functions make them (see folio_vips.h).
        .target(name: "CVipsShim", dependencies: ["CVips"]),
        .target(name: "FolioCore", dependencies: ["CMarkGFM", "CYAML", "CVipsShim"]),
        .executableTarget(name: "folio", dependencies: ["FolioCore"]),
        .executableTarget(name: "folio-bench", dependencies: ["FolioCore"]),
        // libFuzzer targets (`make fuzz`); in an ordinary debug build it replays inputs through them.
        .executableTarget(name: "folio-fuzz", dependencies: ["FolioCore"]),
        .testTarget(name: "FolioCoreTests", dependencies: ["FolioCore"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
