// Protocols, generics and result builders, written for folio's highlighting tests.

protocol Shape: Sendable {
    associatedtype Measure: BinaryFloatingPoint
    var area: Measure { get }
    var name: String { get set }
    static func unit() -> Self
}

struct Square<Measure: BinaryFloatingPoint & Sendable>: Shape {
    var side: Measure
    var name = "square"
    var area: Measure { side * side }
    static func unit() -> Square { Square(side: 1) }
}

enum Tree<Element: Comparable> {
    case leaf
    indirect case node(Tree, Element, Tree)

    func inserting(_ value: Element) -> Tree {
        switch self {
        case .leaf:
            return .node(.leaf, value, .leaf)
        case let .node(left, element, right) where value < element:
            return .node(left.inserting(value), element, right)
        case .node(let left, let element, let right):
            return .node(left, element, right.inserting(value))
        }
    }

    var sorted: [Element] {
        guard case let .node(left, element, right) = self else { return [] }
        return left.sorted + [element] + right.sorted
    }
}

func largest<S: Sequence>(in shapes: S) -> (any Shape)? where S.Element == any Shape {
    shapes.max { Double($0.area) < Double($1.area) }
}

func describe(_ shape: some Shape) -> String { "\(shape.name): \(shape.area)" }

@resultBuilder
enum HTMLBuilder {
    static func buildBlock(_ parts: String...) -> String { parts.joined() }
    static func buildOptional(_ part: String?) -> String { part ?? "" }
    static func buildEither(first part: String) -> String { part }
    static func buildEither(second part: String) -> String { part }
    static func buildArray(_ parts: [String]) -> String { parts.joined(separator: "\n") }
}

func page(title: String, items: [String], @HTMLBuilder body: () -> String) -> String {
    "<h1>\(title)</h1>" + body()
}

let html = page(title: "Shapes", items: ["a", "b"]) {
    "<ul>"
    for item in ["one", "two"] { "<li>\(item)</li>" }
    if Bool.random() { "<p>lucky</p>" } else { "<p>not today</p>" }
    "</ul>"
}

struct Stack<Element>: Sequence, IteratorProtocol {
    private var items: [Element] = []
    mutating func push(_ item: consuming Element) { items.append(item) }
    mutating func next() -> Element? { items.popLast() }
    var isEmpty: Bool { items.isEmpty }
}

infix operator <~> : ComparisonPrecedence
func <~> <T: Equatable>(lhs: T, rhs: T) -> Bool { lhs != rhs }

precedencegroup PipePrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
}
infix operator |> : PipePrecedence
func |> <A, B>(value: A, transform: (A) throws -> B) rethrows -> B { try transform(value) }

let tree = [5, 3, 8, 1].reduce(Tree<Int>.leaf) { $0.inserting($1) }
let doubled = tree.sorted |> { $0.map { $0 * 2 } }
print(doubled, 3 <~> 4, Square<Double>.unit().area, type(of: tree), Tree<Int>.self)
