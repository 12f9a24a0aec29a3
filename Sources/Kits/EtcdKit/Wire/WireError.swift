/// An error answer of the gateway: `{"error": "...", "message": "...", "code": 14}`, or inside a stream
/// `{"error": {"message": "...", "grpc_code": 14}}`.
struct WireError: Decodable, Sendable {
    let error: String?
    let message: String?
    let code: Int?
    let grpc_code: Int?

    /// The gRPC status code.
    var status: Int { code ?? grpc_code ?? 0 }
    /// The server's words.
    var text: String { message ?? error ?? "" }
}
