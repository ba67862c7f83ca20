extension Page {
    /// The page's unknown languages, for `unknownLanguageWarning`.
    var unknownLanguages: (path: String, languages: [UnknownLanguage]) { (source.path, rendered.unknownLanguages) }
}
