import HTTPKit
import Testing

/// Which address `serve --lan` picks from the machine's interfaces (a made-up list: nothing here reads
/// the machine's own network).
@Suite struct NetworkInterfaceTests {
    private func interface(_ name: String, _ address: String, ipv4: Bool = true, up: Bool = true, loopback: Bool = false) -> NetworkInterface {
        NetworkInterface(name: name, address: address, isIPv4: ipv4, isUp: up, isLoopback: loopback)
    }

    @Test func theFirstUpNonLoopbackIPv4AddressIsChosen() {
        let interfaces = [
            interface("lo", "127.0.0.1", loopback: true),
            interface("eth0", "fe80::1", ipv4: false),
            interface("docker0", "172.17.0.1", up: false),
            interface("wlan0", "192.168.1.20"),
            interface("eth1", "10.0.0.5"),
        ]
        #expect(NetworkInterface.lanAddress(in: interfaces) == "192.168.1.20")
    }

    @Test func noneWhenOnlyLoopbackDownOrIPv6AddressesExist() {
        let interfaces = [interface("lo", "127.0.0.1", loopback: true), interface("eth0", "10.0.0.5", up: false),
                          interface("eth1", "2001:db8::5", ipv4: false)]
        #expect(NetworkInterface.lanAddress(in: interfaces) == nil)
        #expect(NetworkInterface.lanAddress(in: []) == nil)
    }

    @Test func theMachineListsItsLoopbackInterface() {
        // Read only: the loopback address is on every machine, and this test connects to nothing.
        let loopback = NetworkInterface.all().filter { $0.isLoopback && $0.isIPv4 }
        #expect(loopback.contains { $0.address == "127.0.0.1" && $0.isUp })
    }
}
