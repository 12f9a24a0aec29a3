import EtcdKit
import Testing

@Suite struct EtcdAddressTests {
    @Test func oneMember() throws {
        let address = try EtcdAddress(parsing: "etcd://127.0.0.1:2379/team")
        #expect(address.endpoints == [EtcdEndpoint(host: "127.0.0.1", port: 2379)])
        #expect(!address.isSecure)
        #expect(address.prefix == "team")
        #expect(address.description == "etcd://127.0.0.1:2379/team")
    }

    @Test func severalMembersInOrderOverTLS() throws {
        let address = try EtcdAddress(parsing: "ETCDS://etcd-1.example.org:2379,[::1]:23790,10.0.0.3:2379/board_2.x-y")
        #expect(address.isSecure)
        #expect(address.endpoints == [
            EtcdEndpoint(host: "etcd-1.example.org", port: 2379), EtcdEndpoint(host: "::1", port: 23790),
            EtcdEndpoint(host: "10.0.0.3", port: 2379),
        ])
        #expect(address.endpoints[1].description == "[::1]:23790")
        #expect(address.prefix == "board_2.x-y")
        #expect(try EtcdAddress(parsing: address.description) == address)
    }

    @Test(arguments: [
        ("/tmp/store", EtcdAddressError.notEtcd),
        ("http://127.0.0.1:2379/team", .notEtcd),
        ("etcd://127.0.0.1:2379", .missingPrefix),
        ("etcd://127.0.0.1:2379/", .missingPrefix),
        ("etcd:///team", .missingEndpoint),
        ("etcd://", .missingEndpoint),
        ("etcd://a:1,,b:2/team", .missingEndpoint),
        ("etcd://127.0.0.1/team", .missingPort("127.0.0.1")),
        ("etcd://[::1]/team", .missingPort("[::1]")),
        ("etcd://127.0.0.1:/team", .badPort("")),
        ("etcd://127.0.0.1:0/team", .badPort("0")),
        ("etcd://127.0.0.1:65536/team", .badPort("65536")),
        ("etcd://127.0.0.1:+80/team", .badPort("+80")),
        ("etcd://127.0.0.1:23a/team", .badPort("23a")),
        ("etcd://256.0.0.1:2379/team", .badHost("256.0.0.1")),
        ("etcd://01.0.0.1:2379/team", .badHost("01.0.0.1")),
        ("etcd://-bad.example:2379/team", .badHost("-bad.example")),
        ("etcd://bad_host:2379/team", .badHost("bad_host")),
        ("etcd://[::g]:2379/team", .badHost("[::g]")),
        ("etcd://[1::2::3]:2379/team", .badHost("[1::2::3]")),
        ("etcd://a:1,a:1/team", .duplicateEndpoint("a:1")),
        ("etcd://a:1/team/sub", .badPrefix("team/sub")),
        ("etcd://a:1/..", .badPrefix("..")),
        ("etcd://a:1/te am", .badPrefix("te am")),
        ("etcd://a:1/team?x=1", .queryOrFragment),
        ("etcd://a:1/team#top", .queryOrFragment),
    ])
    func refuses(text: String, error: EtcdAddressError) {
        #expect(throws: error) { try EtcdAddress(parsing: text) }
    }

    @Test func refusesMoreMembersThanTheLimit() {
        let members = (1...EtcdAddress.endpointLimit + 1).map { "10.0.0.\($0):2379" }.joined(separator: ",")
        #expect(throws: EtcdAddressError.tooManyEndpoints(limit: EtcdAddress.endpointLimit)) {
            try EtcdAddress(parsing: "etcd://\(members)/team")
        }
    }

    @Test func refusesAPrefixLongerThanTheLimit() {
        let prefix = String(repeating: "a", count: EtcdAddressError.prefixLimit + 1)
        #expect(throws: EtcdAddressError.badPrefix(prefix)) { try EtcdAddress(parsing: "etcd://a:1/\(prefix)") }
    }

    @Test(arguments: ["etcd://alice:s3cret-pw@127.0.0.1:2379/team", "etcds://alice@h:1/team", "etcd://h:1/te@s3cret-pw"])
    func refusesCredentialsWithoutRepeatingThem(text: String) {
        #expect(throws: EtcdAddressError.credentialsInAddress) { try EtcdAddress(parsing: text) }
        #expect(!EtcdAddressError.credentialsInAddress.description.contains("s3cret"))
        #expect(!EtcdAddressError.credentialsInAddress.description.contains("alice"))
    }

    @Test func errorsEscapeControlCharacters() {
        let error = EtcdAddressError.badHost("a\u{1B}[2Jb")
        #expect(error.description == "'a\\u{1B}[2Jb' is not a host name or IP address")
    }

    @Test func tellsAnEtcdAddressFromADirectory() {
        #expect(EtcdAddress.isEtcdAddress("etcd://x"))
        #expect(EtcdAddress.isEtcdAddress("Etcds://x"))
        #expect(!EtcdAddress.isEtcdAddress("./etcd://x"))
        #expect(!EtcdAddress.isEtcdAddress("/home/me/board"))
    }
}
