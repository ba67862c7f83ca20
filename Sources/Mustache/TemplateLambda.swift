/// Code in a context that computes template text when it is rendered (the Mustache spec's lambdas).
///
/// - `{{name}}` calls the body with an empty string; the result is rendered as a template with the default
///   delimiters, then escaped like any other value.
/// - `{{#name}}…{{/name}}` calls the body with the section's source text, unrendered; the result is rendered
///   as a template with the delimiters in force at the section, and is not escaped.
/// - `{{^name}}…{{/name}}` never calls it: a lambda counts as a true value.
///
/// The body runs on whatever thread renders, possibly several at once, so it must be `@Sendable`.
public struct TemplateLambda: Sendable {
    let body: @Sendable (String) -> String

    /// Makes a lambda from a function of the section's source text (empty for a `{{name}}` tag).
    public init(_ body: @escaping @Sendable (_ sectionText: String) -> String) {
        self.body = body
    }
}
