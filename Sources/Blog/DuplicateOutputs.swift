import SourceDiagnostics

/// A static or linked file written over a generated one (a page, the feed, the stylesheet), or over another.
public func duplicateOutputs(generated: [String], copies: [OutputFile]) -> [Diagnostic] {
    var first: [String: Bool] = [:]  // by path: whether folio generates it
    first.reserveCapacity(generated.count + copies.count)
    for path in generated { first[path] = true }
    var problems: [Diagnostic] = []
    for file in copies {
        guard let isGenerated = first[file.path] else {
            first[file.path] = false
            continue
        }
        let source: String = if case .copy(let path) = file.contents { path } else { file.path }
        let what = isGenerated ? "a file folio generates" : "another file"
        problems.append(.error("would be written to \(file.path), which is \(what)", path: source))
    }
    return problems
}
