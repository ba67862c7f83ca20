import Synchronization
import ConcurrencyHelpers

/// Every name templates and typed contexts use, each given a small number once for the whole process: a tag's
/// name is a number when its template is compiled, a context's field is one when its shape is made, and a field is
/// found by comparing numbers, never strings.
enum TemplateSymbols {
    private static let numbers = Mutex<[String: Int32]>([:])

    /// The number of `name`, the same for every template and shape of the process.
    static func number(for name: String) -> Int32 {
        numbers.withLockTracked { numbers in
            if let known = numbers[name] { return known }
            let number = Int32(numbers.count)
            numbers[name] = number
            return number
        }
    }
}
