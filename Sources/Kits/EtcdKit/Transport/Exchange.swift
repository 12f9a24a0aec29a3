import Foundation

/// What one HTTP exchange with one member came to: an HTTP answer (any status), or a failure.
enum Exchange: Sendable {
    /// The member answered with this status and body.
    case answer(status: Int, body: Data)
    /// No answer; why.
    case failed(ExchangeFailure)
}
