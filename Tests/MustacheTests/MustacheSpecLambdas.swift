import Synchronization
@testable import Mustache
import ConcurrencyHelpers

/// Swift versions of the spec's lambdas, which the spec gives only in other languages, keyed by test name.
enum MustacheSpecLambdas {
    static func lambda(forTest name: String) -> TemplateLambda? {
        switch name {
        case "Interpolation": TemplateLambda { _ in "world" }
        case "Interpolation - Expansion": TemplateLambda { _ in "{{planet}}" }
        case "Interpolation - Alternate Delimiters": TemplateLambda { _ in "|planet| => {{planet}}" }
        case "Interpolation - Multiple Calls": countingLambda()
        case "Escaping": TemplateLambda { _ in ">" }
        case "Section": TemplateLambda { text in text == "{{x}}" ? "yes" : "no" }
        case "Section - Expansion": TemplateLambda { text in text + "{{planet}}" + text }
        case "Section - Alternate Delimiters": TemplateLambda { text in text + "{{planet}} => |planet|" + text }
        case "Section - Multiple Calls": TemplateLambda { text in "__" + text + "__" }
        case "Inverted Section": TemplateLambda { _ in "" }
        default: nil
        }
    }

    /// Returns 1, 2, 3… on successive calls, so a cached result would show.
    private static func countingLambda() -> TemplateLambda {
        let calls = Mutex(0)
        return TemplateLambda { _ in
            String(calls.withLockTracked { count in
                count += 1
                return count
            })
        }
    }
}
