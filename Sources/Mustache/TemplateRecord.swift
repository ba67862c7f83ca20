import Synchronization

/// A context's fields as templates see them: values in the order of a ``TemplateShape``, found by position. It is
/// what typed contexts convert to (see ``TemplateFields``); a `.map` holds the same for contexts made by hand.
///
/// A record may stand on another value, its `base`: a name the record lacks is looked up there, so a post's page
/// adds its own fields to the post's summary without copying the summary's.
public final class TemplateRecord: Sendable {
    /// The record's own field names.
    public let shape: TemplateShape
    /// The values, one for each of the shape's names, in its order.
    public let values: [TemplateValue]
    /// Where names the record lacks are looked up: a record or a map, or nil.
    public let base: TemplateValue?
    /// A digest of the record that a user of it may keep here once made (0 until then), as a record never changes:
    /// folio's incremental layer keeps its content hash, so that a record many pages show (a post's summary) is
    /// hashed once, not once for each of them.
    public let digest = Atomic<UInt64>(0)

    /// A record of `values` in the order of `shape`'s names, over `base`.
    public init(_ shape: TemplateShape, _ values: [TemplateValue], base: TemplateValue? = nil) {
        precondition(values.count == shape.names.count, "a record of \(shape) has \(values.count) values")
        self.shape = shape
        self.values = values
        self.base = base
    }

    /// The value of the field called `name`, here or in the base.
    public subscript(name: String) -> TemplateValue? {
        if let position = shape.position(of: name) { return values[position] }
        return base?[name]
    }

    /// Every field name, the base's included, each once.
    public var fieldNames: Set<String> { TemplateValue.record(self).fieldNames }

    /// The record with one more field (or `name` given a new value), for contexts extended by hand.
    public func adding(_ name: String, _ value: TemplateValue) -> TemplateRecord {
        var names = shape.names, values = values
        if let position = shape.position(of: name) {
            values[position] = value
        } else {
            names.append(name)
            values.append(value)
        }
        return TemplateRecord(TemplateShape(names), values, base: base)
    }
}
