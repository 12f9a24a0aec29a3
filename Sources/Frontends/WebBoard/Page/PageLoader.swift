/// The page's one inline script, run by the answer's nonce (see ``PageAssets/html(language:nonce:board:)``):
/// when the page's script or style sheet fails to arrive (a busy server, a server restarting), it says
/// "Cannot reach the board; retrying" and fetches it again, later and later, so a tab never sits there
/// with half a page. Inline because it must be there when nothing else could be fetched.
enum PageLoader {
    /// The script itself.
    static let script = #"""
        "use strict";
        addEventListener("error", (event) => {
          const failed = event.target;
          const script = failed instanceof HTMLScriptElement;
          if (!script && !(failed instanceof HTMLLinkElement && failed.rel === "stylesheet")) return;
          const attempt = Number(failed.dataset.attempt || 0) + 1;
          const status = document.getElementById("connection");
          if (status) { status.textContent = status.dataset.unreachable; status.hidden = false; }
          setTimeout(() => {
            const again = document.createElement(script ? "script" : "link");
            const address = (script ? failed.src : failed.href).split("?")[0] + "?attempt=" + attempt;
            if (script) again.src = address; else { again.rel = "stylesheet"; again.href = address; }
            again.dataset.attempt = String(attempt);
            failed.replaceWith(again);
          }, Math.min(250 * 2 ** attempt, 4000));
        }, true);
        """#
}
