import App
import EtcdKit
import EtcdStore
import Foundation
import OfflineFirstStore

/// Opens a board shared on an etcd cluster, as `--store etcd://HOST:PORT[,HOST:PORT…]/BOARD` (or
/// `PROJECT_MANAGER_STORE`) names it: the credentials from `PROJECT_MANAGER_ETCD_USER` and
/// `PROJECT_MANAGER_ETCD_PASSWORD` (never from the address), over TLS (`etcds://`) the CA file in
/// `PROJECT_MANAGER_ETCD_CA` (else the system's trusted authorities), and a local file that keeps the
/// last board seen, for reading while no member answers. Changes made while no member answers wait in
/// an outbox in the data directory and reach the board when a member answers again.
struct EtcdStoreOpener: StoreOpener {
    let schemes: Set<String> = ["etcd", "etcds"]

    /// What the address and the environment say: the members and board, who to authenticate as, and
    /// where the last board read is kept.
    struct Board {
        let address: EtcdAddress
        let credentials: EtcdCredentials?
        let cacheFile: URL
        let outboxFile: URL
    }

    func plan(address text: String, environment: [String: String], homeDirectory: URL?) throws(StoreProblem) -> PluggedStore {
        let board = try board(text, environment: environment, homeDirectory: homeDirectory)
        return PluggedStore(address: board.address.description, userName: board.credentials?.user,
                            localDirectory: board.cacheFile.deletingLastPathComponent()) { runsOneCommand in
            let remote = EtcdProjectRepository(address: board.address, credentials: board.credentials, cacheFile: board.cacheFile,
                                               exchangesOnTheCallersThread: runsOneCommand)
            let repository = OfflineFirstRepository(remote: remote, outbox: Outbox(file: board.outboxFile))
            return OpenedStore(repository: repository, staleNotice: { remote.offlineNotice }, sharedBoard: repository)
        }
    }

    /// Checks everything before any connection: the address parses, the credentials are given whole,
    /// TLS can be set up with the CA named, and a CA is not named for a plain address.
    func board(_ text: String, environment: [String: String], homeDirectory: URL?) throws(StoreProblem) -> Board {
        var address: EtcdAddress
        do { address = try EtcdAddress(parsing: text) } catch {
            throw StoreProblem(message: .init(error.description, error.description),
                               hint: .init("write it as etcd://HOST:PORT[,HOST:PORT…]/BOARD", "etcd://HOST:PORT[,HOST:PORT…]/BOARD 형식으로 쓰세요"),
                               isAboutTheAddress: true)
        }
        let authority = environment["PROJECT_MANAGER_ETCD_CA"].flatMap { $0.isEmpty ? nil : $0 }
        if address.isSecure {
            if let authority { address.trust = .certificateAuthority(path: authority) }
            do throws(EtcdError) {
                try address.trust.prepare()
            } catch .unusableCertificateAuthority(let path, let reason) {
                throw StoreProblem(
                    message: .init("PROJECT_MANAGER_ETCD_CA names \(path), which cannot be used: \(reason)",
                                   "PROJECT_MANAGER_ETCD_CA가 가리키는 \(path) 파일을 쓸 수 없습니다: \(reason)"),
                    hint: .init("name the PEM file of the CA that signed the members' certificates", "멤버 인증서에 서명한 CA의 PEM 파일을 지정하세요"))
            } catch {
                throw StoreProblem(
                    message: Self.withoutOpenSSL,
                    hint: .init("use etcd:// over a trusted network, or an SSH tunnel to the members (ssh -L 2379:127.0.0.1:2379 HOST)",
                                "신뢰할 수 있는 네트워크에서 etcd://를 쓰거나, 멤버로 SSH 터널을 여세요(ssh -L 2379:127.0.0.1:2379 HOST)"))
            }
        } else if authority != nil {
            throw StoreProblem(
                message: .init("PROJECT_MANAGER_ETCD_CA is set, but \(address) is plain HTTP: the members would not be verified",
                               "PROJECT_MANAGER_ETCD_CA가 설정되어 있지만 \(address)는 일반 HTTP라서 멤버를 검증하지 않습니다"),
                hint: .init("write etcds:// to reach the members over TLS, or unset PROJECT_MANAGER_ETCD_CA",
                            "TLS로 연결하려면 etcds://를 쓰고, 아니면 PROJECT_MANAGER_ETCD_CA를 지우세요"))
        }
        let credentials = try Self.credentials(environment)
        let cacheFile = try Self.cacheDirectory(environment, homeDirectory).appendingPathComponent(Self.cacheName(of: address))
        let outboxFile = try Self.dataDirectory(environment, homeDirectory).appendingPathComponent("shared", isDirectory: true)
            .appendingPathComponent(Self.cacheName(of: address) + ".outbox")
        return Board(address: address, credentials: credentials, cacheFile: cacheFile, outboxFile: outboxFile)
    }

    /// What `etcds://` says, before any connection, where the client cannot load OpenSSL 3.
    static var withoutOpenSSL: StoreProblem.Text {
        #if os(Linux)
        .init("etcds:// (TLS) needs OpenSSL 3 (libssl.so.3), which this system does not have",
              "etcds://(TLS)에는 OpenSSL 3(libssl.so.3)이 필요한데 이 시스템에는 없습니다")
        #else
        .init("etcds:// (TLS) needs OpenSSL 3, which this program loads only on Linux: on this system it cannot connect over TLS",
              "etcds://(TLS)에는 OpenSSL 3이 필요한데 이 프로그램은 Linux에서만 불러오므로, 이 시스템에서는 TLS로 연결할 수 없습니다")
        #endif
    }

    /// Both variables, or neither. An empty user is no user; an empty password is a password (etcd
    /// allows one), unless no user is set either.
    private static func credentials(_ environment: [String: String]) throws(StoreProblem) -> EtcdCredentials? {
        let user = environment["PROJECT_MANAGER_ETCD_USER"].flatMap { $0.isEmpty ? nil : $0 }
        let password = environment["PROJECT_MANAGER_ETCD_PASSWORD"]
        switch (user, password) {
        case let (user?, password?): return EtcdCredentials(user: user, password: password)
        case (nil, nil), (nil, ""?): return nil
        default:
            throw StoreProblem(
                message: .init("PROJECT_MANAGER_ETCD_USER and PROJECT_MANAGER_ETCD_PASSWORD go together: set both, or neither",
                               "PROJECT_MANAGER_ETCD_USER와 PROJECT_MANAGER_ETCD_PASSWORD는 함께 설정하거나 둘 다 비워 두세요"),
                hint: .init("etcd users and passwords are set in the environment, never in the address",
                            "etcd 사용자와 비밀번호는 주소가 아니라 환경 변수로 줍니다"))
        }
    }

    /// `$XDG_CACHE_HOME/project-manager/`, else `~/.cache/project-manager/`.
    private static func cacheDirectory(_ environment: [String: String], _ homeDirectory: URL?) throws(StoreProblem) -> URL {
        let cacheHome: URL
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            cacheHome = URL(fileURLWithPath: cache, isDirectory: true)
        } else {
            guard let homeDirectory else {
                let home = environment["HOME"] ?? ""
                throw StoreProblem(
                    message: .init("HOME is '\(home)', not an absolute path, so the store's place is unknown",
                                   "HOME이 '\(home)'(으)로 절대 경로가 아니어서 저장소 위치를 알 수 없습니다"),
                    hint: .init("set HOME to your home directory, or XDG_CACHE_HOME to where the board's cache may go",
                                "HOME을 홈 디렉터리로, 또는 XDG_CACHE_HOME을 보드 캐시를 둘 곳으로 설정하세요"))
            }
            cacheHome = homeDirectory.appendingPathComponent(".cache", isDirectory: true)
        }
        return cacheHome.appendingPathComponent("project-manager", isDirectory: true)
    }

    /// `$XDG_DATA_HOME/project-manager/`, else the platform's data directory in the home: where the
    /// changes nobody else has yet are kept (not a cache, which may be deleted).
    private static func dataDirectory(_ environment: [String: String], _ homeDirectory: URL?) throws(StoreProblem) -> URL {
        do {
            return try StoreLocation.resolve(flag: nil, environment: environment.filter { $0.key != "PROJECT_MANAGER_STORE" }, homeDirectory: homeDirectory)
        } catch {
            throw StoreProblem(message: .init("the data directory for the board's waiting changes is unknown: \(error)",
                                              "보드의 대기 중인 변경을 둘 데이터 디렉터리를 알 수 없습니다: \(error)"),
                               hint: .init("set HOME, or XDG_DATA_HOME to an absolute path", "HOME이나 XDG_DATA_HOME을 절대 경로로 설정하세요"))
        }
    }

    /// A file name for the board's cache: its address with every character but letters, digits, `.`
    /// and `-` as `_` (one board, one file, whatever order its members are listed in).
    private static func cacheName(of address: EtcdAddress) -> String {
        let members = address.endpoints.map(\.description).sorted().joined(separator: ",")
        let safe = String("\(members)-\(address.prefix)".map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" })
        return "etcd-\(safe.prefix(200)).board"
    }
}
