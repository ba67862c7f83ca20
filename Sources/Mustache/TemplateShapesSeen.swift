/// The shapes whose field names a walk over many contexts has gathered already (see
/// ``TemplateValue/collectFieldNames(into:skipping:)``).
public struct TemplateShapesSeen: Sendable {
    var shapes: Set<ObjectIdentifier> = []

    public init() {}
}
