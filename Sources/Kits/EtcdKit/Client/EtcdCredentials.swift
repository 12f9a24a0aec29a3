/// A user name and password for etcd's authentication, as the caller read them (from the environment,
/// say). The password is kept out of every description, debug description and mirror, so printing,
/// logging or `dump`ing credentials never shows it.
public struct EtcdCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The etcd user name.
    public let user: String
    /// The password, readable only inside this module (to authenticate and to scrub it from messages).
    let password: String

    /// Credentials for `user` with `password`.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// `user NAME`, never the password.
    public var description: String { "user \(user)" }
    /// The same as ``description``.
    public var debugDescription: String { description }
    /// A mirror with the user name only.
    public var customMirror: Mirror { Mirror(self, children: ["user": user]) }
}
