import Foundation

// Micro-benchmarks of folio's stages, run from `make bench`. Medians, never single runs.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "templates": TemplateBenchmark.run()
case "markdown": MarkdownBenchmark.run(arguments.dropFirst().first)
case "rebuild": await RebuildBenchmark.run(arguments.dropFirst().first)
case "tokens": TokenDump.run(Array(arguments.dropFirst()))
default:
    print("usage: folio-bench templates | markdown [FILE] | rebuild SITE | tokens LANGUAGE FILE...")
    exit(64)
}
