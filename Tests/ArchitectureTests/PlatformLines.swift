/// Which lines of a Swift file a given platform compiles, by evaluating each `#if`, `#elseif` and `#else`
/// for it: what a guard for a platform that does not run here reads instead of compiling.
struct PlatformLines {
    /// A platform the guards take the part of: its `os(…)` name and the modules it can import.
    struct Platform {
        let os: String
        let modules: Set<String>

        /// An iPad (or iPhone) app: UIKit, SwiftUI and Darwin, no Glibc.
        static let iOS = Platform(os: "iOS", modules: ["Darwin", "Foundation", "UIKit", "SwiftUI", "Observation", "Synchronization", "Dispatch", "os"])
        /// A Mac: AppKit, SwiftUI and Darwin, no Glibc.
        static let macOS = Platform(os: "macOS", modules: ["Darwin", "Foundation", "AppKit", "SwiftUI", "Observation", "Synchronization", "Dispatch", "os"])
    }

    /// For each line (from 0), whether `platform` compiles it.
    let compiled: [Bool]

    init(_ text: String, for platform: Platform) {
        // Each open `#if`: whether a branch was taken, and whether the code around it is compiled.
        var stack: [(taken: Bool, outer: Bool)] = []
        var active = true
        var compiled: [Bool] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.starts(afterIndentWith: "#") else {
                compiled.append(active)
                continue
            }
            let directive = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
            if directive.hasPrefix("#if ") {
                let value = Self.evaluate(String(directive.dropFirst(4)), platform)
                stack.append((value, active))
                active = active && value
            } else if directive.hasPrefix("#elseif "), let top = stack.popLast() {
                let value = !top.taken && Self.evaluate(String(directive.dropFirst(8)), platform)
                stack.append((top.taken || value, top.outer))
                active = top.outer && value
            } else if directive == "#else", let top = stack.popLast() {
                stack.append((true, top.outer))
                active = top.outer && !top.taken
            } else if directive == "#endif", let top = stack.popLast() {
                active = top.outer
            } else {
                compiled.append(active)
                continue
            }
            compiled.append(false)
        }
        self.compiled = compiled
    }

    /// The value of a condition on `platform`: `os`, `canImport`, `!`, `&&`, `||` and parentheses;
    /// `compiler`, `swift`, `arch` and `hasFeature` are true, a simulator and custom flags false.
    static func evaluate(_ condition: String, _ platform: Platform) -> Bool {
        var tokens = condition.matches(of: #/&&|\|\||!|\(|\)|\w+\([^()]*\)|\w+/#).map { String($0.output) }[...]
        return parseOr(&tokens, platform)
    }

    private static func parseOr(_ tokens: inout ArraySlice<String>, _ platform: Platform) -> Bool {
        var value = parseAnd(&tokens, platform)
        while tokens.first == "||" { tokens.removeFirst(); value = parseAnd(&tokens, platform) || value }
        return value
    }

    private static func parseAnd(_ tokens: inout ArraySlice<String>, _ platform: Platform) -> Bool {
        var value = parseNot(&tokens, platform)
        while tokens.first == "&&" { tokens.removeFirst(); value = parseNot(&tokens, platform) && value }
        return value
    }

    private static func parseNot(_ tokens: inout ArraySlice<String>, _ platform: Platform) -> Bool {
        guard let token = tokens.popFirst() else { return false }
        if token == "!" { return !parseNot(&tokens, platform) }
        if token == "(" {
            let value = parseOr(&tokens, platform)
            if tokens.first == ")" { tokens.removeFirst() }
            return value
        }
        guard let open = token.firstIndex(of: "(") else { return false }
        let argument = token[token.index(after: open)...].dropLast().split(separator: ",").first.map {
            $0.trimmingCharacters(in: .whitespaces)
        } ?? ""
        switch token[..<open] {
        case "os": return argument == platform.os
        case "canImport": return platform.modules.contains(String(argument.split(separator: ".").first ?? ""))
        case "targetEnvironment": return false
        default: return true
        }
    }
}

extension PlatformLines {
    /// `line` without its `//` comment; a `//` inside a string literal (`"http://…"`) is kept.
    static func code(of line: Substring) -> Substring {
        var inString = false, escaped = false, previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if escaped { escaped = false } else if character == "\\" { escaped = inString } else if character == "\"" { inString.toggle() }
            if !inString, character == "/", previous == "/" { return line[..<line.index(before: index)] }
            previous = character
        }
        return line
    }
}
