import SourceDiagnostics
import YAML

/// A table while its document is read, with what TOML needs to refuse redefinitions: how each table came to be.
struct TOMLTable {
    enum Origin {
        /// Made by its own `[header]` (or is the root, or an inline table).
        case header
        /// Made as the parent of a deeper header (`a` for `[a.b]`); a later `[a]` may still define it once.
        case implicit
        /// Made by a dotted key (`a.b = 1` makes `a`); only more dotted keys may add to it.
        case dotted
    }

    enum Node {
        case value(YAMLValue)
        case table(TOMLTable)
        /// An array of tables, made by `[[header]]`, with the place of its first header.
        case tables([TOMLTable], at: SourceLocation)
    }

    struct Entry {
        var key: String
        var keyLocation: SourceLocation
        var node: Node
    }

    var origin: Origin
    var location: SourceLocation
    private(set) var entries: [Entry] = []
    private var positions: [String: Int] = [:]

    init(origin: Origin, location: SourceLocation) {
        self.origin = origin
        self.location = location
    }

    /// The table as a `.mapping`, arrays of tables as `.sequence`s of mappings.
    var value: YAMLValue {
        .mapping(entries.map { entry in
            let value: YAMLValue = switch entry.node {
            case .value(let value): value
            case .table(let table): table.value
            case .tables(let tables, let location): .sequence(tables.map(\.value), at: location)
            }
            return YAMLEntry(key: entry.key, at: entry.keyLocation, value: value)
        }, at: location)
    }

    /// `key = value` in the table at `tablePath` (the keys of the last header); nil when it fits, else why not.
    mutating func insert(_ value: YAMLValue, at keys: ArraySlice<TOMLCursor.Key>,
                         inTableAt tablePath: ArraySlice<String>, path: String) -> Diagnostic? {
        if let next = tablePath.first {
            // The header made every table on its path.
            guard let position = positions[next] else { return nil }
            return changeChild(at: position) {
                $0.insert(value, at: keys, inTableAt: tablePath.dropFirst(), path: path)
            }
        }
        guard let key = keys.first else { return nil }
        if keys.count == 1 {
            if let position = positions[key.name] {
                let first = entries[position].keyLocation.line
                return .error("TOML: duplicate key '\(key.name)' (first at line \(first))", path: path,
                              at: key.location)
            }
            append(Entry(key: key.name, keyLocation: key.location, node: .value(value)))
            return nil
        }
        if positions[key.name] == nil {
            append(Entry(key: key.name, keyLocation: key.location,
                         node: .table(TOMLTable(origin: .dotted, location: key.location))))
        }
        guard let position = positions[key.name], case .table(let table) = entries[position].node,
              table.origin == .dotted
        else {
            let first = positions[key.name].map { entries[$0].keyLocation.line } ?? key.location.line
            return .error("TOML: '\(key.name)' is already defined (line \(first)); a dotted key cannot add to it",
                          path: path, at: key.location)
        }
        return changeChild(at: position) { $0.insert(value, at: keys.dropFirst(), inTableAt: [], path: path) }
    }

    /// `[a.b]` or `[[a.b]]`: makes the tables on the way as needed; nil when it fits, else why not.
    mutating func define(_ keys: ArraySlice<TOMLCursor.Key>, isArray: Bool, at location: SourceLocation,
                         path: String, header: String? = nil) -> Diagnostic? {
        guard let key = keys.first else { return nil }
        let header = header ?? keys.map(\.name).joined(separator: ".")
        let isLast = keys.count == 1
        if positions[key.name] == nil {
            if isLast {
                let node: Node = isArray ? .tables([TOMLTable(origin: .header, location: location)], at: location)
                    : .table(TOMLTable(origin: .header, location: location))
                append(Entry(key: key.name, keyLocation: key.location, node: node))
                return nil
            }
            append(Entry(key: key.name, keyLocation: key.location,
                         node: .table(TOMLTable(origin: .implicit, location: key.location))))
        }
        guard let position = positions[key.name] else { return nil }
        let first = entries[position].keyLocation.line
        switch entries[position].node {
        case .value:
            return .error("TOML: '\(key.name)' is already a value (line \(first)), not a table", path: path,
                          at: key.location)
        case .tables where isLast && !isArray:
            return .error("TOML: '\(key.name)' is an array of tables (line \(first)); write [[\(header)]]",
                          path: path, at: location)
        case .tables(var tables, let start) where isLast:
            entries[position].node = .value(.null(at: start))
            tables.append(TOMLTable(origin: .header, location: location))
            entries[position].node = .tables(tables, at: start)
            return nil
        case .table(var table) where isLast:
            guard !isArray, table.origin == .implicit else {
                let what = isArray ? "a table, not an array of tables" : "already defined"
                return .error("TOML: [\(header)] is \(what) (line \(first))", path: path, at: location)
            }
            table.origin = .header
            table.location = location
            entries[position].node = .table(table)
            return nil
        case .table, .tables:
            return changeChild(at: position) {
                $0.define(keys.dropFirst(), isArray: isArray, at: location, path: path, header: header)
            }
        }
    }

    private mutating func append(_ entry: Entry) {
        positions[entry.key] = entries.count
        entries.append(entry)
    }

    /// Runs `body` on the child table at `position`, or on the last table of the array of tables there. The child
    /// is taken out while it changes, so that it is not copied.
    private mutating func changeChild(at position: Int, _ body: (inout TOMLTable) -> Diagnostic?) -> Diagnostic? {
        let placeholder = Node.value(.null(at: location))
        switch entries[position].node {
        case .value: return nil
        case .table(var table):
            entries[position].node = placeholder
            let result = body(&table)
            entries[position].node = .table(table)
            return result
        case .tables(var tables, let start):
            entries[position].node = placeholder
            let result = tables.isEmpty ? nil : body(&tables[tables.count - 1])
            entries[position].node = .tables(tables, at: start)
            return result
        }
    }
}
