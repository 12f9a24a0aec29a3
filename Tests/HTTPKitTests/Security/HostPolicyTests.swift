import HTTPKit
import Testing

/// `Host` and `Origin` are held against the served address: the DNS-rebinding and cross-site guards.
@Suite struct HostPolicyTests {
    private func request(host: String?, origin: String? = nil, method: String = "GET", fields: [(String, String)] = []) -> HTTPRequest {
        var headers = HTTPHeaders()
        if let host { headers.add("Host", host) }
        if let origin { headers.add("Origin", origin) }
        for (name, value) in fields { headers.add(name, value) }
        return HTTPRequest(method: method, target: "/", headers: headers)
    }

    @Test(arguments: ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080"])
    func loopbackNamesOfThePortAreAllowed(host: String) {
        let policy = HostPolicy(address: ServerAddress(host: "127.0.0.1", port: 8080))
        #expect(policy.allowsHost(request(host: host)))
        #expect(policy.rejection(for: request(host: host, origin: "http://\(host)")) == nil)
    }

    @Test(arguments: ["evil.example:8080", "127.0.0.1:8081", "127.0.0.1", "localhost", "127.0.0.1:8080.evil.example", ""])
    func otherHostsAreRefused(host: String) {
        let policy = HostPolicy(address: ServerAddress(host: "127.0.0.1", port: 8080))
        #expect(!policy.allowsHost(request(host: host)))
        #expect(policy.rejection(for: request(host: host))?.status == .forbidden)
    }

    @Test func aRequestWithoutHostIsRefused() {
        #expect(!HostPolicy(address: ServerAddress(host: "127.0.0.1", port: 8080)).allowsHost(request(host: nil)))
    }

    @Test(arguments: [
        ("http://evil.example:8080", false), ("null", false), ("https://127.0.0.1:8080", false),
        ("http://127.0.0.1:9999", false), ("http://127.0.0.1:8080", true), ("http://localhost:8080", true),
    ])
    func originMustBeTheServedOrigin(origin: String, allowed: Bool) {
        let policy = HostPolicy(address: ServerAddress(host: "127.0.0.1", port: 8080))
        #expect(policy.allowsOrigin(request(host: "127.0.0.1:8080", origin: origin)) == allowed)
        #expect((policy.rejection(for: request(host: "127.0.0.1:8080", origin: origin)) == nil) == allowed)
    }

    @Test func aRequestThatOnlyReadsMayComeWithoutOrigin() {
        let policy = HostPolicy(address: ServerAddress(host: "127.0.0.1", port: 8080))
        for method in ["GET", "HEAD", "OPTIONS"] { #expect(policy.allowsOrigin(request(host: "127.0.0.1:8080", method: method))) }
    }

    @Test(arguments: ["POST", "PUT", "PATCH", "DELETE"])
    func aRequestThatChangesAnythingNeedsOurOriginAndNoOtherSite(method: String) {
        let policy = HostPolicy(address: ServerAddress(host: "127.0.0.1", port: 8080))
        let ours = "http://127.0.0.1:8080"
        #expect(policy.rejection(for: request(host: "127.0.0.1:8080", method: method))?.status == .forbidden)
        #expect(policy.rejection(for: request(host: "127.0.0.1:8080", origin: ours, method: method)) == nil)
        for site in ["cross-site", "same-site", "none"] {
            let fields = [("Sec-Fetch-Site", site)]
            #expect(policy.rejection(for: request(host: "127.0.0.1:8080", origin: ours, method: method, fields: fields))?.status == .forbidden)
            #expect(policy.rejection(for: request(host: "127.0.0.1:8080", method: method, fields: fields))?.status == .forbidden)
        }
        #expect(policy.rejection(for: request(host: "127.0.0.1:8080", origin: ours, method: method, fields: [("Sec-Fetch-Site", "same-origin")])) == nil)
    }

    @Test(arguments: ["GET", "POST"])
    func twoOriginFieldsAre400(method: String) {
        let policy = HostPolicy(address: ServerAddress(host: "127.0.0.1", port: 8080))
        let ours = "http://127.0.0.1:8080"
        for second in [ours, "http://evil.example"] {
            let twice = request(host: "127.0.0.1:8080", origin: ours, method: method, fields: [("Origin", second)])
            #expect(policy.rejection(for: twice)?.status == .badRequest)
        }
    }

    @Test func anotherAddressAllowsItsOwnNameAndTheExtraNames() {
        let policy = HostPolicy(address: ServerAddress(host: "192.168.1.5", port: 80), extraHostNames: ["board.lan"])
        #expect(policy.allowedAuthorities == ["192.168.1.5:80", "192.168.1.5", "board.lan:80", "board.lan"])
        let everywhere = HostPolicy(address: ServerAddress(host: "::", port: 9000))
        #expect(everywhere.allowedAuthorities == ["127.0.0.1:9000", "localhost:9000", "[::1]:9000"])
    }

    @Test func everyInterfaceAllowsEachInterfaceAddressAndTheLoopbackNames() {
        let policy = HostPolicy(address: ServerAddress(host: "0.0.0.0", port: 8080), extraHostNames: ["ipad-board.local"],
                                interfaceAddresses: ["127.0.0.1", "192.168.1.20", "fe80::1"])
        #expect(policy.allowedAuthorities == ["127.0.0.1:8080", "localhost:8080", "[::1]:8080", "192.168.1.20:8080",
                                              "[fe80::1]:8080", "ipad-board.local:8080"])
        #expect(policy.rejection(for: request(host: "192.168.1.20:8080", origin: "http://192.168.1.20:8080")) == nil)
        #expect(policy.rejection(for: request(host: "192.0.2.2:8080"))?.status == .forbidden)
    }

    @Test func anotherLoopbackAddressAnswersToItsOwnNameOnly() {
        let policy = HostPolicy(address: ServerAddress(host: "127.0.0.2", port: 8080))
        #expect(policy.allowedAuthorities == ["127.0.0.2:8080"])
    }
}
