import FastCoding

/// An error answer of the gateway: `{"error": "...", "message": "...", "code": 14}`, or inside a stream
/// `{"error": {"message": "...", "grpc_code": 14}}`.
struct WireError: WireReadable {
    let error: String?
    let message: String?
    let code: Int?
    let grpc_code: Int?

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var error: String?, message: String?, code: Int?, grpcCode: Int?
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "error": error = try reader.readNull() ? nil : try reader.readString()
            case "message": message = try reader.readNull() ? nil : try reader.readString()
            case "code": code = try reader.readNull() ? nil : try reader.readInt()
            case "grpc_code": grpcCode = try reader.readNull() ? nil : try reader.readInt()
            default: try reader.skipValue()
            }
        }
        (self.error, self.message, self.code, grpc_code) = (error, message, code, grpcCode)
    }

    /// The gRPC status code.
    var status: Int { code ?? grpc_code ?? 0 }
    /// The server's words.
    var text: String { message ?? error ?? "" }
}
