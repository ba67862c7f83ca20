import SourceDiagnostics
import YAML

extension MappingReader {
    /// `check:`, a mapping of `CheckSettings.keys`, each value checked at its place.
    mutating func checkLinkSettings(_ entry: YAMLEntry) -> CheckSettings {
        var settings = CheckSettings()
        for item in mapping(entry) ?? [] {
            switch item.key {
            case "exclude": settings.exclude = linkPatterns(item)
            case "accept": settings.accept = statusRanges(item)
            case "concurrency": wholeNumber(item, in: 1...1000).map { settings.concurrency = $0 }
            case "per_host": wholeNumber(item, in: 1...100).map { settings.perHost = $0 }
            case "retries": wholeNumber(item, in: 0...10).map { settings.retries = $0 }
            case "timeout": seconds(item, least: 1).map { settings.timeout = $0 }
            case "run_timeout": seconds(item, least: 1).map { settings.runTimeout = $0 }
            case "cache_max_age": seconds(item, least: 0).map { settings.cacheMaxAge = $0 }
            case "fragments": bool(item).map { settings.fragments = $0 }
            case "include_local": bool(item).map { settings.includeLocal = $0 }
            default: warnUnknown(item, known: CheckSettings.keys)
            }
        }
        return settings
    }

    /// A list of exclusions (or one), each reported at its place.
    private mutating func linkPatterns(_ entry: YAMLEntry) -> [LinkPattern] {
        let items = entry.value.array ?? (entry.value.isNull ? [] : [entry.value])
        var patterns: [LinkPattern] = []
        for item in items {
            guard let text = item.string else {
                error("each exclusion must be a URL, a host name or a pattern, found \(Self.describe(item))",
                      at: item.location)
                continue
            }
            switch LinkPattern.make(text) {
            case .success(let pattern): patterns.append(pattern)
            case .failure(let problem): error(problem.message, at: item.location)
            }
        }
        return patterns
    }

    /// A list of status codes (`403`) and ranges (`200-299`), or one of them.
    private mutating func statusRanges(_ entry: YAMLEntry) -> [ClosedRange<Int>] {
        let items = entry.value.array ?? (entry.value.isNull ? [] : [entry.value])
        var ranges: [ClosedRange<Int>] = []
        for item in items {
            guard let range = CheckSettings.statuses(from: item.string ?? "") else {
                error("each of 'accept' must be a status code such as 403 or a range such as 200-299, found "
                      + Self.describe(item), at: item.location)
                continue
            }
            ranges.append(range)
        }
        return ranges
    }

    private mutating func wholeNumber(_ entry: YAMLEntry, in range: ClosedRange<Int>) -> Int? {
        guard let number = entry.value.int, range.contains(number) else {
            error("'\(entry.key)' must be a whole number from \(range.lowerBound) to \(range.upperBound), found "
                  + Self.describe(entry.value), at: entry.value.location)
            return nil
        }
        return number
    }

    /// A time in seconds: a number (`20`), or with a unit, `s`, `m`, `h` or `d` (`30s`, `10m`, `1d`).
    private mutating func seconds(_ entry: YAMLEntry, least: Int) -> Int? {
        if let seconds = CheckSettings.seconds(from: entry.value.string ?? ""), seconds >= least { return seconds }
        error("'\(entry.key)' must be a time such as \(least == 0 ? "0, " : "")30s, 10m, 12h or 1d, found "
              + Self.describe(entry.value), at: entry.value.location)
        return nil
    }
}
