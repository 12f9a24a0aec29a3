import HTTPKit

/// A tiny page served by HTTPKit for the browser test: a form whose button posts the typed name (with the
/// server's token) and shows the greeting, an event stream shown as it arrives, and an inline script
/// that the Content-Security-Policy must stop.
enum TestPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="token" content="TOKEN">
        <title>HTTPKit test page</title>
        <link rel="stylesheet" href="/page.css">
        <script src="/page.js" defer></script>
        </head>
        <body>
        <label for="name">Name</label> <input id="name" autocomplete="off">
        <button id="greet" type="button">Greet</button>
        <p id="greeting"></p>
        <p>Inline script ran: <span id="inline">no</span></p>
        <p>Events: <span id="events"></span></p>
        <script>document.getElementById("inline").textContent = "yes";</script>
        </body>
        </html>
        """

    static let css = """
        body { font: 16px sans-serif; margin: 2em; }
        #greeting.greeted { color: rgb(0, 128, 0); }
        """

    /// Text goes in with `textContent` only: what the user typed is never read as HTML.
    static let javaScript = """
        "use strict";
        const token = document.querySelector('meta[name="token"]').content;
        document.getElementById("greet").addEventListener("click", async () => {
          const response = await fetch("/greet", {
            method: "POST", headers: { "X-Access-Token": token }, body: document.getElementById("name").value,
          });
          const greeting = document.getElementById("greeting");
          greeting.textContent = await response.text();
          greeting.className = response.ok ? "greeted" : "refused";
        });
        const events = new EventSource("/events");
        events.addEventListener("message", (event) => {
          const list = document.getElementById("events");
          list.textContent = list.textContent ? list.textContent + "," + event.data : event.data;
        });
        """

    /// The page's routes; `/events` sends each string `events` yields.
    static func handler(token: AccessToken, events: AsyncStream<String>) -> HTTPServer.Handler {
        { request in
            switch (request.method, request.path) {
            case ("GET", "/"):
                .text(html.replacing("TOKEN", with: token.value), contentType: "text/html; charset=utf-8")
            case ("GET", "/page.css"): .text(css, contentType: "text/css; charset=utf-8")
            case ("GET", "/page.js"): .text(javaScript, contentType: "text/javascript; charset=utf-8")
            case ("POST", "/greet"):
                token.matches(request.headers["X-Access-Token"])
                    ? .text("Hello, \(request.bodyText)!") : .status(.forbidden)
            case ("GET", "/events"):
                .eventStream { sender in
                    for await text in events { try await sender.send(ServerSentEvent(data: text)) }
                }
            default: .status(.notFound)
            }
        }
    }
}
