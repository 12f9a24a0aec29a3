import Presentation

/// What `serve` tells the person who started it, in their language.
struct ServeMessages {
    /// A failure whose message is already in the right language.
    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    let localizer: Localizer

    func text(_ english: String, _ korean: String) -> String {
        localizer.text(english, korean)
    }

    var cannotServe: String { text("cannot serve the board:", "보드를 제공할 수 없습니다:") }

    var noNetwork: String {
        text("this machine has no address on a local network (no interface is up, connected and routed with an IPv4 address); connect to one, or give --host ADDR",
             "이 컴퓨터에는 로컬 네트워크 주소가 없습니다(IPv4 주소로 켜져 연결되고 경로가 있는 인터페이스가 없습니다). 네트워크에 연결하거나 --host ADDR을 주세요")
    }

    func notEncrypted(_ host: String) -> String {
        text("listening on \(host): other machines can open the board, and the traffic is not encrypted: anyone on the network can read the board and the secret in the address",
             "\(host)에서 받습니다. 다른 컴퓨터에서도 보드를 열 수 있고, 통신은 암호화되지 않으므로 네트워크의 누구나 보드와 주소의 비밀 값을 읽을 수 있습니다")
    }

    var newSecret: String {
        text("a new secret: browsers that had the old one must open the address above to get back in",
             "새 비밀 값입니다. 이전 값을 가진 브라우저는 위 주소를 열어야 다시 들어올 수 있습니다")
    }
}
