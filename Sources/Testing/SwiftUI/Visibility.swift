/// SwiftUICore's `@frozen public enum Visibility : Hashable, CaseIterable`: whether a part of a view shows.
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    /// SwiftUICore's `case automatic`: as the platform shows it.
    case automatic
    /// SwiftUICore's `case visible`: always shown (a question's title, for one).
    case visible
    /// SwiftUICore's `case hidden`: never shown.
    case hidden
}
