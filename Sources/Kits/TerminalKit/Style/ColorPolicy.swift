#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Foundation

/// Decides whether output may carry colour and other escape sequences.
///
/// The decision is made once, from facts passed in, so it can be tested without a terminal:
/// - output that is not a terminal (a pipe, a file) or `TERM=dumb` gets no escape sequences at all;
/// - `NO_COLOR` set to a non-empty value (as no-color.org defines it) or the `--no-color` flag removes colour but keeps
///   bold and reverse video, which are not colour and which a selection needs to be visible.
public struct ColorPolicy: Sendable, Equatable {
    /// Whether foreground colours may be used.
    public let allowsColor: Bool
    /// Whether escape sequences for bold, dim, underline and reverse may be used.
    public let allowsAttributes: Bool

    /// Decides from the environment, whether output goes to a terminal, and the `--no-color` flag.
    ///
    /// - Parameters:
    ///   - environment: the process environment, e.g. `ProcessInfo.processInfo.environment`.
    ///   - outputIsTerminal: whether the output is a terminal (`isatty`).
    ///   - noColorFlag: whether the user passed `--no-color`.
    public init(environment: [String: String], outputIsTerminal: Bool, noColorFlag: Bool = false) {
        allowsAttributes = outputIsTerminal && environment["TERM"] != "dumb"
        allowsColor = allowsAttributes && (environment["NO_COLOR"] ?? "").isEmpty && !noColorFlag
    }

    /// Creates a policy from explicit answers, e.g. `ColorPolicy(allowsColor: false, allowsAttributes: false)`
    /// for plain text in tests.
    public init(allowsColor: Bool, allowsAttributes: Bool) {
        self.allowsColor = allowsColor && allowsAttributes
        self.allowsAttributes = allowsAttributes
    }

    /// The policy for standard output in this process: its environment, whether stdout is a terminal,
    /// and the `--no-color` flag the caller parsed.
    public static func forStandardOutput(noColorFlag: Bool = false) -> ColorPolicy {
        ColorPolicy(environment: ProcessInfo.processInfo.environment,
                    outputIsTerminal: isTerminal(STDOUT_FILENO), noColorFlag: noColorFlag)
    }

    /// Whether `fileDescriptor` is a terminal; pass the answer to ``init(environment:outputIsTerminal:noColorFlag:)``.
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool { isatty(fileDescriptor) == 1 }

    /// `style` reduced to what this policy allows.
    public func filter(_ style: TextStyle) -> TextStyle {
        guard allowsAttributes else { return .plain }
        return allowsColor ? style : style.withoutColor
    }

    /// `text` wrapped in the escape sequences of `style` and a reset, or `text` alone when the policy
    /// allows nothing of the style. For line-by-line output such as the CLI's tables.
    public func decorate(_ text: String, with style: TextStyle) -> String {
        let allowed = filter(style)
        guard allowed != .plain else { return text }
        return allowed.escapeSequence + text + TextStyle.plain.escapeSequence
    }
}
