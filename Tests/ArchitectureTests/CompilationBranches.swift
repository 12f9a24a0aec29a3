/// The `#if` branches each line of a Swift file stands in, so a guard can tell code every platform
/// compiles from code inside a branch for one of them.
struct CompilationBranches {
    /// One branch: its condition (`canImport(Glibc)`, `os(Linux)`, or `else`) and the chain of
    /// `#if`/`#elseif`/`#else` it belongs to.
    struct Branch {
        let condition: String
        let chain: Int
    }

    /// For each line (from 0), the branches enclosing it, outermost first.
    let enclosing: [[Branch]]
    /// For each chain, the conditions of all its branches.
    let chains: [[String]]

    init(_ text: String) {
        var stack: [Branch] = [], enclosing: [[Branch]] = [], chains: [[String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.starts(afterIndentWith: "#") else {
                enclosing.append(stack)
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                chains.append([String(trimmed.dropFirst(4))])
                stack.append(Branch(condition: String(trimmed.dropFirst(4)), chain: chains.count - 1))
            } else if trimmed.hasPrefix("#elseif "), let top = stack.popLast() {
                chains[top.chain].append(String(trimmed.dropFirst(8)))
                stack.append(Branch(condition: String(trimmed.dropFirst(8)), chain: top.chain))
            } else if trimmed.hasPrefix("#else"), let top = stack.popLast() {
                chains[top.chain].append("else")
                stack.append(Branch(condition: "else", chain: top.chain))
            } else if trimmed.hasPrefix("#endif") {
                _ = stack.popLast()
            }
            enclosing.append(stack)
        }
        self.enclosing = enclosing
        self.chains = chains
    }

    /// Whether line `index` (from 0) stands in a branch whose condition names one of `conditions`.
    func isInside(line index: Int, anyOf conditions: [String]) -> Bool {
        enclosing[index].contains { branch in conditions.contains { branch.condition.contains($0) } }
    }

    /// Whether line `index` stands in the `#else` of a chain that has a Darwin branch: code no Mac compiles.
    func isInElseOfDarwin(line index: Int) -> Bool {
        enclosing[index].contains { branch in
            branch.condition == "else" && chains[branch.chain].contains { $0.contains("canImport(Darwin)") || $0.contains("os(macOS)") }
        }
    }
}
