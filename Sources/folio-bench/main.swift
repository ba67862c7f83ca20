import Foundation

// Micro-benchmarks of folio's stages, run from `make bench`. Medians, never single runs.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "templates": TemplateBenchmark.run()
case "markdown": MarkdownBenchmark.run(arguments.dropFirst().first)
case "rebuild": await RebuildBenchmark.run(arguments.dropFirst().first)
case "highlight": HighlightBenchmark.run(arguments.dropFirst().first)
case "swift-agreement": await SwiftAgreement.run(Array(arguments.dropFirst()))
case "tokens": TokenDump.run(Array(arguments.dropFirst()))
case "stem": StemDump.run()
case "search": await SearchBenchmark.run(arguments.dropFirst().first)
case "tex-mathml": MathBenchmark.convert()
case "tex-speed": MathBenchmark.speed(arguments.dropFirst().first)
case "math-formulas": MathBenchmark.formulas(Array(arguments.dropFirst()))
default:
    print("usage: folio-bench templates | markdown [FILE] | rebuild SITE | highlight [FILE]\n"
          + "       folio-bench swift-agreement --oracle PATH [--explain N] FILE|FOLDER…\n"
          + "       folio-bench tokens [--speed] LANGUAGE FILE…\n"
          + "       folio-bench tex-mathml < CORPUS | tex-speed [CORPUS] | math-formulas FILE…\n"
          + "       folio-bench stem < WORDS | search FOLDER")
    exit(64)
}
