import Foundation
import SourceDiagnostics
import HTML
import HTTPServer

/// What the preview answers while it has no site to show yet: after a request has waited its while for the first
/// build, or when that build failed. A small page, `503` with `Retry-After`, that reloads itself when a build
/// succeeds (the live-reload stream's `reload`, or, for a build that ended before the page was listening, the
/// answer to one `HEAD` of its own address once the stream is open), and lists a failed build's errors.
/// It is folio's own page, like the error overlay, not the site's: never a 404, never a part of a site.
enum StartingPage {
    /// The answer: the page, which says the site is being built, or lists `diagnostics` when the build failed.
    static func response(diagnostics: [Diagnostic]) -> HTTPResponse {
        let failed = !diagnostics.isEmpty
        let state = failed
            ? "The site's first build failed. Fix what is listed below and save: this page reloads when a build "
                + "succeeds."
            : "folio is building the site. This page reloads by itself when the build is done."
        let errors = Diagnostics(diagnostics).sorted.map { "<li>\(HTMLEscaping.escape($0.description))</li>\n" }
        let html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>folio: \(failed ? "the build failed" : "building the site")</title>
            <style>body { max-width: 44em; margin: 3em auto; padding: 0 1em; font: 1rem/1.5 system-ui, sans-serif; }
            li { font-family: ui-monospace, monospace; white-space: pre-wrap; }</style>
            </head>
            <body>
            <main>
            <h1>folio serve</h1>
            <p id="folio-state">\(state)</p>
            <ol id="folio-errors">
            \(errors.joined())</ol>
            </main>
            <script>
            (() => {
              const source = new EventSource("\(LiveReload.eventsPath)");
              source.addEventListener("reload", () => location.reload());
              // A build that ended before this page listened sent its reload to no one: ask once the stream is open.
              source.addEventListener("open", () => {
                fetch(location.href, {method: "HEAD", cache: "no-store"})
                  .then((answer) => { if (answer.status !== 503) location.reload(); }, () => {});
              });
              source.addEventListener("error", (event) => {
                if (!(event instanceof MessageEvent)) return;
                let messages = [];
                try { messages = JSON.parse(event.data); } catch { messages = [String(event.data)]; }
                document.getElementById("folio-state").textContent = "The site's first build failed. Fix what is "
                  + "listed below and save: this page reloads when a build succeeds.";
                document.getElementById("folio-errors").replaceChildren(...messages.map((message) => {
                  const item = document.createElement("li");
                  item.textContent = String(message);
                  return item;
                }));
              });
            })();
            </script>
            </body>
            </html>

            """
        return HTTPResponse(status: 503, headers: [("Content-Type", "text/html; charset=utf-8"),
                                                   ("Cache-Control", "no-store"), ("Retry-After", "1")],
                            body: Data(html.utf8))
    }
}
