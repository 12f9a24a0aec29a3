import HTTPKit
import Testing

/// Which address `serve --lan` picks from the machine's interfaces (a made-up list: nothing here reads
/// the machine's own network).
@Suite struct NetworkInterfaceTests {
    private func interface(_ name: String, _ address: String, ipv4: Bool = true, up: Bool = true, loopback: Bool = false,
                           carrier: Bool = true) -> NetworkInterface {
        NetworkInterface(name: name, address: address, isIPv4: ipv4, isUp: up, isLoopback: loopback, hasCarrier: carrier)
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

    @Test func anInterfaceUpWithoutACarrierOrARouteIsPassedOverForTheDefaultRoutes() {
        let interfaces = [
            interface("lo", "127.0.0.1", loopback: true),
            interface("docker0", "172.17.0.1", carrier: false),
            interface("virbr0", "192.168.122.1"),
            interface("wlan0", "10.0.0.7"),
            interface("eth0", "192.168.1.20"),
        ]
        #expect(NetworkInterface.lanAddress(in: interfaces) == "192.168.122.1")  // routes unknown: the first with a carrier
        let routes = NetworkRoutes(procNetRoute: """
            Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT
            wlan0\t00000000\t0100000A\t0003\t0\t0\t600\t00000000\t0\t0\t0
            eth0\t00000000\t0101A8C0\t0003\t0\t0\t100\t00000000\t0\t0\t0
            eth0\t0001A8C0\t00000000\t0001\t0\t0\t100\t00FFFFFF\t0\t0\t0
            wlan0\t0000000A\t00000000\t0001\t0\t0\t600\t00FFFFFF\t0\t0\t0
            docker0\t000011AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0
            virbr0\t007AA8C0\t00000000\t0000\t0\t0\t0\t00FFFFFF\t0\t0\t0
            """)
        #expect(routes == NetworkRoutes(routed: ["wlan0", "eth0", "docker0"], defaultRoute: "eth0"))
        #expect(NetworkInterface.lanAddress(in: interfaces, routes: routes) == "192.168.1.20")
        // No default route: the first routed one with a carrier.
        #expect(NetworkInterface.lanAddress(in: interfaces, routes: NetworkRoutes(routed: ["docker0", "wlan0"], defaultRoute: nil)) == "10.0.0.7")
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
