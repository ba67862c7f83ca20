import Foundation
import Markdown
import TeXToMathML

/// `folio-bench tex-mathml < CORPUS`: each formula of a corpus (JSON lines `{"doc", "display", "tex"}`) as folio's
/// MathML or its error, one JSON line each, for `make math-agreement`; a document's formulas share one converter,
/// as a post's do. `folio-bench tex-speed [CORPUS]`: the converter's speed on one core, in MB of TeX a second.
enum MathBenchmark {
    struct Formula {
        var document: String
        var display: Bool
        var tex: String
    }

    static func readCorpus(_ data: Data) -> [Formula] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let tex = object["tex"] as? String else { return nil }
            return Formula(document: object["doc"] as? String ?? "", display: object["display"] as? Bool ?? false,
                           tex: tex)
        }
    }

    static func convert() {
        var converter = MathMLConverter(), document: String?
        var out = Data()
        for formula in readCorpus(FileHandle.standardInput.readDataToEndOfFile()) {
            if formula.document != document { (converter, document) = (MathMLConverter(), formula.document) }
            let result: [String: Any]
            do {
                result = ["mathml": try converter.mathML(for: formula.tex, display: formula.display)]
            } catch {
                result = ["error": error.message, "offset": error.offset]
            }
            out += (try? JSONSerialization.data(withJSONObject: result)) ?? Data("{}".utf8)
            out += Data("\n".utf8)
        }
        FileHandle.standardOutput.write(out)
    }

    static func speed(_ file: String?) {
        var formulas: [Formula]
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("tex-speed: cannot read \(file)")
                exit(1)
            }
            formulas = readCorpus(data)
        } else {
            formulas = sample.map { Formula(document: "", display: $0.hasPrefix("\\begin"), tex: $0) }
        }
        let bytes = formulas.reduce(0) { $0 + $1.tex.utf8.count }
        guard bytes > 0 else {
            print("tex-speed: no formulas")
            exit(1)
        }
        // At least 5 MB of TeX a round, so that a round takes long enough to time.
        let repeats = max(1, 5_000_000 / bytes)
        var rates: [Double] = [], output = 0, refused = 0
        for _ in 0..<7 {
            let start = HighlightBenchmark.threadCPUSeconds()
            output = 0
            refused = 0
            for _ in 0..<repeats {
                var converter = MathMLConverter()
                for formula in formulas {
                    do {
                        output += try converter.mathML(for: formula.tex, display: formula.display).utf8.count
                    } catch {
                        refused += 1
                    }
                }
            }
            rates.append(Double(bytes * repeats) / 1e6 / (HighlightBenchmark.threadCPUSeconds() - start))
        }
        defer { costWithoutMath() }
        print(String(format: "tex-speed: %d formulas, %.2f MB of TeX × %d (%d refused), %.1f MB of MathML; median "
                     + "%.2f MB of TeX a second of one thread's CPU time over %d rounds", formulas.count,
                     Double(bytes) / 1e6, repeats, refused / repeats, Double(output) / 1e6,
                     HighlightBenchmark.median(rates), rates.count))
    }

    /// What math and emoji cost a document that has none: the Markdown stage over the same 5 MB without a `$` or a
    /// shortcode, with both on and with both off, in MB/s of one thread's CPU time.
    static func costWithoutMath() {
        let text = String(repeating: MarkdownBenchmark.sample, count: 5_000_000 / MarkdownBenchmark.sample.utf8.count)
        precondition(!text.contains("$"), "the sample must hold no math")
        var off = MarkdownOptions.site
        off.subtract([.math, .emoji])
        var rates: [String: [Double]] = [:]
        for _ in 0..<7 {
            for (name, options) in [("on", MarkdownOptions.site), ("off", off)] {
                let renderer = MarkdownRenderer(options: options)
                let start = HighlightBenchmark.threadCPUSeconds()
                _ = try? renderer.render(text, path: "sample.md")
                rates[name, default: []].append(Double(text.utf8.count) / 1e6
                                                / (HighlightBenchmark.threadCPUSeconds() - start))
            }
        }
        let on = HighlightBenchmark.median(rates["on"]!), offRate = HighlightBenchmark.median(rates["off"]!)
        print(String(format: "tex-speed: a document without math, %.1f MB: %.2f MB/s with math and emoji on, %.2f "
                     + "off (on/off %.3f), medians of %d rounds of one thread's CPU time", Double(text.utf8.count) / 1e6,
                     on, offRate, on / offRate, rates["on"]!.count))
    }

    /// Everyday formulas, for a run without a corpus.
    static let sample = [
        #"E = mc^2"#, #"\frac{-b \pm \sqrt{b^2 - 4ac}}{2a}"#, #"\sum_{i=1}^{n} i = \frac{n(n+1)}{2}"#,
        #"\int_0^\infty e^{-x^2}\,dx = \frac{\sqrt{\pi}}{2}"#, #"\mathbb{R}^n \to \mathbb{R}"#,
        #"\left( \frac{a}{b} \right)^2 \leq \|x\|_2"#, #"\alpha + \beta = \gamma_{ij}"#,
        #"\begin{pmatrix} a & b \\ c & d \end{pmatrix}"#,
        #"\begin{aligned} f(x) &= x^2 + 2x + 1 \\ &= (x+1)^2 \end{aligned}"#,
        #"\lim_{n \to \infty} \left(1 + \frac{1}{n}\right)^n = e"#, #"\hat{\theta} = \arg\max_\theta L(\theta)"#,
        #"P(A \mid B) = \frac{P(B \mid A)\,P(A)}{P(B)}"#, #"\text{if } x > 0 \text{ then } y = \log x"#,
    ]
}

extension MathBenchmark {
    /// `folio-bench math-formulas FILE…`: the formulas folio finds in Markdown files, as GitHub's rules find them, as a
    /// corpus (JSON lines `{"doc", "display", "tex"}`) for `make math-agreement`.
    static func formulas(_ files: [String]) {
        let renderer = MarkdownRenderer(options: .github)
        var out = Data()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file),
                  let formulas = try? renderer.formulas(in: String(decoding: data, as: UTF8.self)) else { continue }
            for formula in formulas {
                let object: [String: Any] = ["doc": file, "display": formula.display, "tex": formula.tex]
                out += (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
                out += Data("\n".utf8)
            }
        }
        FileHandle.standardOutput.write(out)
    }
}
