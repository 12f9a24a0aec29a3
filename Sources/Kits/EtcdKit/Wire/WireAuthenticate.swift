import FastCoding

/// `/v3/auth/authenticate`.
enum WireAuthenticate {
    /// `etcdserverpb.AuthenticateRequest`.
    struct Request: WireWritable {
        let name: String
        let password: String

        func write(to writer: inout JSONWriter) {
            writer.raw(#"{"name":"#)
            writer.string(name)
            writer.raw(#","password":"#)
            writer.string(password)
            writer.raw("}")
        }
    }

    /// `etcdserverpb.AuthenticateResponse`.
    struct Response: WireReadable {
        let token: String?

        init(reading reader: inout JSONReader) throws(JSONReadError) {
            var token: String?
            _ = try WireHeader.answer(&reader) { (key, reader) throws(JSONReadError) in
                guard key == "token" else { return false }
                token = try reader.readNull() ? nil : try reader.readString()
                return true
            }
            self.token = token
        }
    }
}
