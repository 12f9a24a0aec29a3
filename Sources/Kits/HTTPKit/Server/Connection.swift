/// Serves one accepted connection: reads requests one after another (keep-alive), hands each to the
/// handler, writes the response, until the client closes, a request is refused, or the server stops.
struct Connection: Sendable {
    let io: ConnectionIO
    let configuration: ServerConfiguration
    let policy: HostPolicy
    let handler: HTTPServer.Handler
    /// Told what the connection waits with (the server has it as ``RequestWait/nothingRead`` from the
    /// start), and `nil` once a whole request has come.
    let waiting: @Sendable (RequestWait?) -> Void
    /// Whether the server is at its connection cap (a request then has ``ServerConfiguration/crowdedRequestTimeout``).
    let crowded: @Sendable () -> Bool

    /// The connection's whole life. The caller closes the socket afterwards.
    func serve() async {
        var parser = HTTPRequestParser(limits: configuration.limits)
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var served = false
        while !Task.isCancelled {
            let request: HTTPRequest
            do {
                if served { waiting(.betweenRequests) }
                request = try await readRequest(with: &parser, buffer: &buffer)
                waiting(nil)
                served = true
            } catch let error as HTTPParseError {
                configuration.log("refused a request: \(error.status)")
                await io.finish(with: ResponseHead.refusal(error.status, securityHeaders: configuration.securityHeaders))
                return
            } catch SocketPoller.WaitError.timedOut where parser.hasPartialRequest {
                await io.finish(with: ResponseHead.refusal(.requestTimeout, securityHeaders: configuration.securityHeaders))
                return
            } catch {
                return  // closed by the client, idle too long, or the server is stopping
            }

            let response = await respond(to: request)
            // A stopping server finishes this response, and says it will close.
            let keepAlive = request.keepsAlive && !Task.isCancelled
            switch response.body {
            case .bytes(let body):
                let head = ResponseHead.bytes(for: response, contentLength: body.count, keepAlive: keepAlive,
                                              securityHeaders: configuration.securityHeaders)
                do {
                    try await io.write(request.method == "HEAD" ? head : head + body)
                } catch {
                    return
                }
                if !keepAlive { return }
            case .eventStream(let produce):
                await stream(response, produce)
                return
            }
        }
    }

    /// Reads until the parser has a whole request, within the request deadline (the shorter one while
    /// the server is full).
    private func readRequest(with parser: inout HTTPRequestParser, buffer: inout [UInt8]) async throws -> HTTPRequest {
        let start = ContinuousClock.now
        while true {
            let deadline = start + (crowded() ? min(configuration.requestTimeout, configuration.crowdedRequestTimeout) : configuration.requestTimeout)
            if let request = try parser.nextRequest() { return request }
            if parser.hasPartialRequest { waiting(.partialRequest) }
            if parser.expectsContinue {
                try await io.write(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                parser.continueSent()
            }
            // Checked here too: a client trickling a byte at a time always has something to read.
            guard ContinuousClock.now < deadline else { throw SocketPoller.WaitError.timedOut }
            let count = try await io.read(into: &buffer, until: deadline)
            parser.append(buffer[..<count])
        }
    }

    /// The handler's response, after the `Host`/`Origin` check; a handler's error becomes a 500.
    private func respond(to request: HTTPRequest) async -> HTTPResponse {
        if let rejection = policy.rejection(for: request) { return rejection }
        do {
            return try await handler(request)
        } catch {
            configuration.log("\(request.method) \(request.path) failed: \(error)")
            return .status(.internalServerError)
        }
    }

    /// An event stream: the head, then the handler's producer, until it ends or the client goes (which
    /// cancels the producer). Its end is the end of the connection: the body has no length.
    private func stream(_ response: HTTPResponse, _ produce: @escaping @Sendable (EventSender) async throws -> Void) async {
        let head = ResponseHead.bytes(for: response, contentLength: nil, keepAlive: false,
                                      securityHeaders: configuration.securityHeaders)
        guard (try? await io.write(head)) != nil else { return }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { [io, configuration] in
                do {
                    try await produce(EventSender(io: io))
                } catch where !(error is CancellationError) && !(error is ConnectionIO.Failure) {
                    configuration.log("an event stream failed: \(error)")
                } catch {}
            }
            group.addTask { [io] in await io.waitForPeerToClose() }
            await group.next()
            group.cancelAll()
        }
    }
}
