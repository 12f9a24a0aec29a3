/// One member a call could not use, and why, in a few words (`connection refused`, `no answer within
/// 700 ms`): what ``EtcdError/unreachable(_:)`` lists for each member when none answered.
public struct EtcdMemberFailure: Sendable, Hashable, CustomStringConvertible {
    /// The member.
    public let endpoint: EtcdEndpoint
    /// Why it could not be used, for a person.
    public let reason: String
    /// Whether it only took too long (to connect, say): worth asking again with more patience.
    public let timedOut: Bool

    /// A failure of `endpoint` for `reason`.
    public init(_ endpoint: EtcdEndpoint, reason: String, timedOut: Bool = false) {
        self.endpoint = endpoint
        self.reason = reason
        self.timedOut = timedOut
    }

    /// `connection refused (127.0.0.1:2379)`.
    public var description: String { "\(reason) (\(endpoint))" }
}
