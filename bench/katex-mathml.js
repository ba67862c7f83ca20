// KaTeX's MathML for each formula of a corpus (JSON lines {"doc", "display", "tex"} on standard input), one JSON line
// each: {"mathml": "<math>…</math>"} or {"error": "…"}. A document's formulas share their macros, as a post's do in
// folio. Run by bench/math-agreement with Debian's KaTeX (make math-deps); never part of folio.
const katex = require(process.argv[2] || '/usr/share/nodejs/katex');
console.warn = () => {};  // KaTeX's strict mode warns about Unicode text in math; it still renders it
const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter(line => line.length);
let macros = {}, document = null;
const out = [];
for (const line of lines) {
  const formula = JSON.parse(line);
  if (formula.doc !== document) { macros = {}; document = formula.doc; }
  try {
    const html = katex.renderToString(formula.tex, {
      output: 'mathml', displayMode: !!formula.display, throwOnError: true, macros, trust: false, globalGroup: true,
    });
    out.push(JSON.stringify({mathml: html.replace(/^<span class="katex">/, '').replace(/<\/span>$/, '')}));
  } catch (error) {
    out.push(JSON.stringify({error: String(error.message)}));
  }
}
process.stdout.write(out.join('\n') + '\n');
