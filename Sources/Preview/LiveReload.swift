import Foundation

/// The script that preview pages run to follow rebuilds, and its injection into served HTML.
///
/// The script listens to `/_folio/events` with `EventSource` (which reconnects by itself):
/// `reload` reloads the page, `css` swaps stylesheet hrefs with a cache-busting query, and `error` shows
/// the diagnostics (a JSON array of strings) in an overlay built with `textContent`, so nothing is parsed
/// as HTML. A successful build after an error always reloads, which clears the overlay.
public enum LiveReload {
    /// The path of the Server-Sent Events stream.
    public static let eventsPath = "/_folio/events"

    /// The inline `<script>` element added to every HTML page served in preview.
    public static let script = """
        <script data-folio-live-reload>
        (() => {
          const source = new EventSource("\(eventsPath)");
          let lostConnection = false;
          const overlayID = "folio-build-errors";
          source.addEventListener("reload", () => location.reload());
          source.addEventListener("css", () => {
            if (document.getElementById(overlayID)) { location.reload(); return; }
            for (const link of document.querySelectorAll('link[rel~="stylesheet"][href]')) {
              const url = new URL(link.getAttribute("href"), location.href);
              if (url.origin !== location.origin) continue;
              url.searchParams.set("folio-reload", Date.now().toString());
              link.href = url.href;
            }
          });
          source.addEventListener("error", (event) => {
            if (!(event instanceof MessageEvent)) { lostConnection = true; return; }
            let messages = [];
            try { messages = JSON.parse(event.data); } catch { messages = [String(event.data)]; }
            document.getElementById(overlayID)?.remove();
            const overlay = document.createElement("div");
            overlay.id = overlayID;
            overlay.setAttribute("role", "alert");
            overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;" +
              "padding:2em;background:rgba(24,24,27,.95);color:#fafafa;font:14px/1.5 ui-monospace,monospace;";
            const title = document.createElement("h2");
            title.textContent = "folio: the build failed; this page shows the last good build";
            title.style.cssText = "margin:0 0 1em;color:#f87171;font-size:1.2em;";
            overlay.append(title);
            for (const message of messages) {
              const line = document.createElement("pre");
              line.textContent = String(message);
              line.style.cssText = "margin:0 0 .75em;white-space:pre-wrap;";
              overlay.append(line);
            }
            document.body.append(overlay);
          });
          source.addEventListener("open", () => { if (lostConnection) location.reload(); });
        })();
        </script>
        """

    /// Returns `html` with `script` inserted before the last `</body>` (any case), or appended when absent.
    public static func injectingScript(into html: Data) -> Data {
        let bytes = [UInt8](html)
        let closing = Array("</body".utf8)
        var insertAt = bytes.count
        var index = bytes.count - closing.count
        while index >= 0 {
            if zip(bytes[index..<(index + closing.count)], closing).allSatisfy({ lowercased($0) == $1 }) {
                insertAt = index
                break
            }
            index -= 1
        }
        var result = Data(bytes[0..<insertAt])
        result.append(Data(script.utf8))
        result.append(contentsOf: bytes[insertAt...])
        return result
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }
}
