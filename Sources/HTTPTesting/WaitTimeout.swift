/// A bounded wait ran out before its condition held.
public struct WaitTimeout: Error, CustomStringConvertible {
    /// What was awaited, for the failure message.
    public let what: String

    /// "timed out waiting for …".
    public var description: String { "timed out waiting for \(what)" }
}
