import Foundation
import Testing
@testable import Mustache

/// One test of the official Mustache spec (https://github.com/mustache/spec), read from its JSON files.
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
    var file: String
    var name: String
    var template: String
    var partials: [String: String]
    var data: TemplateValue
    var expected: String

    var testDescription: String { "\(file): \(name)" }

    /// The spec folder: `MUSTACHE_SPEC_DIR`, or `../shared/mustache-spec` beside the repository; nil when absent.
    static let directory: URL? = {
        let environment = ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"]
        let url = environment.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../shared/mustache-spec").standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            print("warning: Mustache spec not found at \(url.path); set MUSTACHE_SPEC_DIR. Spec tests are skipped.")
            return nil
        }
        return url
    }()

    /// Every test of every spec file, in file order. A file that cannot be read stops the run (no silent skip).
    static let all: [MustacheSpecCase] = {
        guard let directory else { return [] }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().flatMap { file in
            load(directory.appendingPathComponent(file), file: String(file.dropLast(".json".count)))
        }
    }()

    private static func load(_ url: URL, file: String) -> [MustacheSpecCase] {
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tests = root["tests"] as? [[String: Any]] else {
            fatalError("cannot read Mustache spec file \(url.path)")
        }
        return tests.map { test in
            let name = test["name"] as? String ?? "?"
            return MustacheSpecCase(
                file: file, name: name, template: test["template"] as? String ?? "",
                partials: test["partials"] as? [String: String] ?? [:],
                data: value(fromJSON: test["data"] as Any, lambdaNamed: name),
                expected: test["expected"] as? String ?? "")
        }
    }

    private static func value(fromJSON json: Any, lambdaNamed name: String) -> TemplateValue {
        switch json {
        case let map as [String: Any]:
            if map["__tag__"] as? String == "code" {
                return MustacheSpecLambdas.lambda(forTest: name).map(TemplateValue.lambda) ?? .null
            }
            return .map(map.mapValues { value(fromJSON: $0, lambdaNamed: name) })
        case let list as [Any]:
            return .list(list.map { value(fromJSON: $0, lambdaNamed: name) })
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c": return .bool(number.boolValue)
            case "d", "f": return .double(number.doubleValue)
            default: return .int(number.intValue)
            }
        default:
            return .null
        }
    }
}
