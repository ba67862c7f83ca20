import SourceDiagnostics
import YAML
import Images

extension MappingReader {
    /// `images: false`, `images: true` or a mapping of `ImageSettings.keys`, each reported at its value.
    mutating func checkImages(_ entry: YAMLEntry) -> ImageSettings {
        var settings = ImageSettings()
        if let flag = entry.value.bool {
            settings.isEnabled = flag
            return settings
        }
        guard let entries = mapping(entry) else { return settings }
        for item in entries {
            switch item.key {
            case "formats": checkImageFormats(item).map { settings.formats = $0 }
            case "quality": checkImageQuality(item, into: &settings)
            case "keep_metadata": bool(item).map { settings.keepMetadata = $0 }
            default: warnUnknown(item, known: ImageSettings.keys)
            }
        }
        return settings
    }

    /// A list of formats to offer besides the original's: `webp`, `avif`; an empty list offers none.
    private mutating func checkImageFormats(_ entry: YAMLEntry) -> [ImageFormat]? {
        guard let values = entry.value.array else {
            error("'formats' must be a list such as [webp] or [avif, webp], found \(Self.describe(entry.value))",
                  at: entry.value.location)
            return nil
        }
        var formats: [ImageFormat] = []
        for value in values {
            let name = value.string?.lowercased() ?? ""
            guard let format = ImageFormat(rawValue: name), ImageSettings.offered.contains(format) else {
                let hint = Suggestion.closest(to: name, in: ImageSettings.offered.map(\.rawValue))
                    .map { " (did you mean '\($0)'?)" } ?? ""
                error("unknown image format \(Self.describe(value))\(hint); folio offers webp and avif, and the "
                      + "original's own format always", at: value.location)
                continue
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }

    /// `quality: 80` for every lossy format, or `quality: {webp: 75, avif: 55}`.
    private mutating func checkImageQuality(_ entry: YAMLEntry, into settings: inout ImageSettings) {
        if let entries = entry.value.entries {
            for item in entries {
                guard let format = ImageFormat(rawValue: item.key), format != .png else {
                    warnUnknown(item, known: ["jpeg", "webp", "avif"])
                    continue
                }
                checkQuality(item).map { settings.quality[format] = $0 }
            }
        } else if let quality = checkQuality(entry) {
            for format in [ImageFormat.jpeg, .webp, .avif] { settings.quality[format] = quality }
        }
    }

    /// The text column in CSS pixels: a whole number from 200 to 4000.
    mutating func checkContentWidth(_ entry: YAMLEntry) -> Int? {
        guard let number = entry.value.int, (200...4000).contains(number) else {
            error("'content_width' must be the text column's width in CSS pixels, a whole number from 200 to 4000, "
                  + "found \(Self.describe(entry.value))", at: entry.value.location)
            return nil
        }
        return number
    }

    private mutating func checkQuality(_ entry: YAMLEntry) -> Int? {
        guard let number = entry.value.int, (1...100).contains(number) else {
            error("'\(entry.key)' must be a whole number from 1 to 100, found \(Self.describe(entry.value))",
                  at: entry.value.location)
            return nil
        }
        return number
    }
}
