import Foundation
import HTTPKit
import Presentation

/// What each request of ``WebBoardServer`` gets, once ``AccessGate`` has let it through.
struct Routes: Sendable {
    let registry: TabRegistry
    let gate: AccessGate
    let fallbackLanguage: Language
    /// The largest body the server takes (the page sends nothing larger).
    let bodyLimit: Int

    func respond(to request: HTTPRequest) async -> HTTPResponse {
        if let answer = gate.check(request) { return answer }
        let path = request.path
        switch (request.method, path) {
        case ("GET", "/"), ("HEAD", "/"):
            // The page's own scripts run by this answer's nonce; nothing else inline can.
            let nonce = AccessToken().value
            let secret = gate.handsOver(request) ? gate.token.value : nil
            let html = PageAssets.html(language: language(request), nonce: nonce, secret: secret, bodyLimit: bodyLimit)
            var page = asset("text/html; charset=utf-8", html)
            let policy = ServerConfiguration.defaultSecurityHeaders["Content-Security-Policy"] ?? ""
            page.headers.set("Content-Security-Policy", policy.replacingOccurrences(of: "script-src 'self'", with: "script-src 'self' 'nonce-\(nonce)'"))
            return page
        case ("GET", "/board"): return asset("application/json", await registry.firstBoard(language: language(request)))
        case ("GET", "/board-worker.js"), ("HEAD", "/board-worker.js"): return asset("text/javascript; charset=utf-8", PageScript.worker)
        case ("GET", "/favicon.ico"), ("HEAD", "/favicon.ico"), ("GET", "/favicon.svg"), ("HEAD", "/favicon.svg"):
            return asset("image/svg+xml", PageAssets.icon)
        case ("GET", "/events"): return await events(request)
        case ("POST", "/tabs"): return await decoding { try await openTab(request) }
        case ("POST", _) where path.hasPrefix("/tabs/"): return await decoding { try await tabRequest(request) }
        default:
            let known = ["/", "/board", "/board-worker.js", "/favicon.ico", "/favicon.svg", "/events", "/tabs"].contains(path)
                || path.hasPrefix("/tabs/")
            return .status(known ? .methodNotAllowed : .notFound)
        }
    }

    /// The language the request asks for (`?lang=`, then `Accept-Language`), else the server's.
    private func language(_ request: HTTPRequest) -> Language {
        PageLanguage.choose(query: request.queryValue("lang"), acceptLanguage: request.headers["Accept-Language"], fallback: fallbackLanguage)
    }

    /// Never kept: the page, and what it runs, come from the server each time (a kept copy would outlive
    /// the secret, and a restarted server's page).
    private func asset(_ contentType: String, _ text: String) -> HTTPResponse {
        HTTPResponse(headers: ["Content-Type": contentType, "Cache-Control": "no-store"], body: Array(text.utf8))
    }

    /// One browser's stream. The first event, `hello`, tells the worker that tabs opened before a
    /// reconnection are gone and must be opened again.
    private func events(_ request: HTTPRequest) async -> HTTPResponse {
        guard let channelID = request.queryValue("channel"), Self.isIdentifier(channelID) else { return .status(.badRequest) }
        guard let channel = await registry.attachStream(channel: channelID) else { return .status(.conflict) }
        let registry = registry
        return .eventStream { sender in
            defer { Task { @MainActor in registry.streamEnded(channel: channelID) } }
            try await sender.send(ServerSentEvent(name: "hello", data: "{}"))
            // From now on the tabs write their outputs into the stream themselves (see ``EventChannel``).
            let outlet = EventOutlet(sender)
            channel.attach(outlet)
            try await outlet.drain()
        }
    }

    private struct OpenTab: Decodable {
        let channel: String
        let language: String?
    }

    private struct InputRequest: Decodable {
        let seq: Int
        let input: BoardSessionInput
    }

    private func openTab(_ request: HTTPRequest) async throws -> HTTPResponse {
        let body = try JSONDecoder().decode(OpenTab.self, from: Data(request.body))
        guard Self.isIdentifier(body.channel) else { return .status(.badRequest) }
        let language = body.language.flatMap(Language.init(rawValue:)) ?? fallbackLanguage
        let id = await registry.openTab(channel: body.channel, language: language)
        return .text("{\"tab\":\"\(id)\"}", contentType: "application/json")
    }

    /// `/tabs/ID/inputs` or `/tabs/ID/close`.
    private func tabRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let parts = request.path.split(separator: "/")
        guard parts.count == 3 else { return .status(.notFound) }
        let id = String(parts[1])
        switch parts[2] {
        case "inputs":
            let body = try JSONDecoder().decode(InputRequest.self, from: Data(request.body))
            return await apply(body.input, sequence: body.seq, tab: id)
        case "close":
            await registry.closeTab(id)
            return HTTPResponse(status: .noContent)
        default:
            return .status(.notFound)
        }
    }

    @MainActor
    private func apply(_ input: BoardSessionInput, sequence: Int, tab id: String) async -> HTTPResponse {
        guard let tab = registry.tab(id) else { return .status(.notFound) }
        guard await tab.receive(input, sequence: sequence) else {
            if tab.isClosed { registry.closeTab(id) }  // given up waiting for a missing input
            return .status(.conflict)
        }
        return HTTPResponse(status: .noContent)
    }

    /// Runs `body`; a body that can't be read is 400.
    private func decoding(_ body: () async throws -> HTTPResponse) async -> HTTPResponse {
        do {
            return try await body()
        } catch {
            return .text("400 Bad Request: the body is not the JSON this path takes\n", status: .badRequest)
        }
    }

    /// Channel ids are the browser's random UUIDs: letters, digits and dashes, at most 64.
    private static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 64 && text.utf8.allSatisfy { $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }
}
