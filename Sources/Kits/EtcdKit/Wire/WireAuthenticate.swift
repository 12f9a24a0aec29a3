/// `/v3/auth/authenticate`.
enum WireAuthenticate {
    /// `etcdserverpb.AuthenticateRequest`.
    struct Request: Encodable, Sendable {
        let name: String
        let password: String
    }

    /// `etcdserverpb.AuthenticateResponse`.
    struct Response: Decodable, Sendable {
        let token: String?
    }
}
