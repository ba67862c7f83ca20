import SourceDiagnostics
import Images

/// The stage after `checkLinks`: the files the pages' images need (`pages`: each page's path and the files its
/// pictures need, in path order), made where the image store lacks them, as files to copy into the site.
/// `rootPath` is the site's folder with a slash, for the messages. A picture that cannot be decoded is an error at
/// each place a page shows it. A build whose pages show no new picture encodes nothing: every file is found in
/// the store.
public func deriveImages(_ pages: [(path: String, images: [DerivedImage])], with images: ResponsiveImages?,
                  rootPath: String) async -> (files: [OutputFile], diagnostics: [Diagnostic], encoded: Int) {
    guard let store = images?.store else { return ([], [], 0) }
    var wanted: [DerivedImage] = []
    var seen: Set<String> = []
    for page in pages {
        for image in page.images where seen.insert(image.output).inserted { wanted.append(image) }
    }
    guard !wanted.isEmpty else { return ([], [], 0) }
    let (problems, encoded) = await store.make(wanted)
    store.saveIndex()
    // Without libvips, one error that says what to do, rather than one at every picture.
    if !problems.isEmpty, let problem = ImageStore.encoderProblem {
        let count = Set(problems.keys.map(\.source)).count
        return ([], [.error("\(count) picture\(count == 1 ? "" : "s") need\(count == 1 ? "s" : "") files made with "
                            + "libvips, which is missing or unusable here (\(problem)): install it (Debian and Ubuntu: "
                            + "sudo apt-get install libvips42), or write 'images: false' here to publish every picture "
                            + "as it is", path: "folio.yml")], 0)
    }
    var diagnostics: [Diagnostic] = []
    if !problems.isEmpty {
        let failed = Set(problems.keys.map(\.source))
        for page in pages {
            var reported: Set<SourceLocation> = []
            for image in page.images where failed.contains(image.source) {
                guard reported.insert(image.location).inserted, let problem = problems.first(where: {
                    $0.key.source == image.source })?.value else { continue }
                let file = image.source.hasPrefix(rootPath) ? String(image.source.dropFirst(rootPath.count))
                                                            : image.source
                diagnostics.append(.error("image '\(file)' \(problem)", path: page.path, at: image.location))
            }
        }
    }
    let files = wanted.filter { problems[$0] == nil }.map {
        OutputFile(path: $0.output, contents: .copy(of: store.path(of: $0)))
    }
    return (files, diagnostics, encoded)
}
