#if !FOLIO_LIBFUZZER
import Foundation

/// Without libFuzzer, `folio-fuzz TARGET PATH...` runs a target once over each file (and each file in each folder)
/// given: the seed corpora and the inputs of past findings, in an ordinary build, as the tests do.
/// `folio-fuzz --list` prints the targets' names.
@main
enum Replay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if FuzzTarget.all.isEmpty {
            fail("folio-fuzz needs a debug build (its targets reach internal parsers through @testable import)")
        }
        if arguments == ["--list"] {
            for target in FuzzTarget.all { print(target.name) }
            return
        }
        guard let name = arguments.first, let target = FuzzTarget.named(name) else {
            fail("usage: folio-fuzz TARGET PATH...  (targets: \(FuzzTarget.all.map(\.name).joined(separator: ", ")))")
        }
        var count = 0
        for path in arguments.dropFirst() {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
                target.run(Array(data))
                count += 1
            }
        }
        print("\(name): \(count) input\(count == 1 ? "" : "s") ran")
    }

    private static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { fail("no file \(path)") }
        guard isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { path + "/" + $0 }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("folio-fuzz: \(message)\n".utf8))
        exit(2)
    }
}
#endif
