import Foundation

/// What the system a run is on decides when neither a flag nor the environment does: where the store
/// goes, which languages the user prefers, and whether a login name says who they are. Injected, so a
/// test on any machine can take the part of another.
public struct Platform: Sendable, Equatable {
    /// Whether this is one of Apple's systems, where an app keeps its data in Application Support.
    public var isApple: Bool
    /// Whether every app runs under one shared account (iOS, iPadOS, tvOS, watchOS, visionOS), so the
    /// login name names nobody.
    public var sharesOneAccount: Bool
    private let languages: [String]?

    /// A platform spelled out; `preferredLanguages` most preferred first (`ko-KR`), `nil` for the system's.
    public init(isApple: Bool, sharesOneAccount: Bool = false, preferredLanguages: [String]? = nil) {
        self.isApple = isApple
        self.sharesOneAccount = sharesOneAccount
        self.languages = preferredLanguages
    }

    /// Linux and the other POSIX systems: XDG's data directory, login names, no preferred languages.
    public static let posix = Platform(isApple: false, preferredLanguages: [])

    /// The system this process runs on.
    public static var current: Platform {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        Platform(isApple: true, sharesOneAccount: true)
        #elseif canImport(Darwin)
        Platform(isApple: true)
        #else
        posix
        #endif
    }

    /// The languages the user chose in the system's settings, most preferred first; read only when asked,
    /// as it is only needed when no `LC_ALL`, `LC_MESSAGES` or `LANG` is set.
    public var preferredLanguages: [String] {
        if let languages { return languages }
        #if canImport(Darwin)
        return Locale.preferredLanguages
        #else
        return []
        #endif
    }
}
