import Presentation

/// Turns the words after `project-manager` into an ``Invocation``, or a ``UsageError`` that says
/// exactly which word was wrong.
///
/// Global options (`--store`, `--locale`, `--no-color`, `--help`, `--version`) may stand anywhere;
/// `--name=value` and `--name value` both work; `--` ends the options, so a title may start with `-`.
public enum CommandLineParser {

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = GlobalOptions()
        var commandName: String?
        var positionals: [String] = []
        var values: [String: String] = [:]
        /// The values of options that may be given more than once, in order.
        var lists: [String: [String]] = [:]
        var flags: Set<String> = []
        /// The options that took a value so far.
        var given: Set<String> = []
        var wantsHelp = false, wantsVersion = false
        var index = 0, optionsEnded = false

        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                if commandName == nil { commandName = word } else { positionals.append(word) }
                continue
            }
            if word == "--" { optionsEnded = true; continue }
            if word == "-h" { wantsHelp = true; continue }
            if word == "-V" { wantsVersion = true; continue }
            guard word.hasPrefix("--") else {
                // Most often a title like "-5 degrees": say how to pass it.
                throw UsageError("unknown option '\(word)'", hint: "put -- before text that starts with '-'; \(helpHint(for: commandName))",
                                 korean: "알 수 없는 옵션 '\(word)'입니다", koreanHint: "'-'로 시작하는 글은 앞에 --를 붙이세요. \(koreanHelpHint(for: commandName))")
            }
            var name = String(word.dropFirst(2)), inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            func takeValue(_ valueName: String) throws(UsageError) -> String {
                // One value each: which of two a user meant is not ours to guess.
                guard !given.contains(name) else {
                    throw UsageError("--\(name) is given twice", hint: "give it once; \(helpHint(for: commandName))",
                                     korean: "--\(name)을(를) 두 번 주었습니다", koreanHint: "한 번만 주세요. \(koreanHelpHint(for: commandName))")
                }
                given.insert(name)
                if let inlineValue { return inlineValue }
                guard index < arguments.count else {
                    throw UsageError("--\(name) needs a value (\(valueName))", hint: helpHint(for: commandName),
                                     korean: "--\(name)에 값(\(valueName))이 필요합니다", koreanHint: koreanHelpHint(for: commandName))
                }
                index += 1
                return arguments[index - 1]
            }
            switch name {
            case "help": wantsHelp = true
            case "version": wantsVersion = true
            case "no-color": options.noColor = true
            case "store":
                let directory = try takeValue("DIR")
                // An empty value (e.g. an unset shell variable) must not quietly mean the default store.
                guard !directory.isEmpty else { throw UsageError("--store needs a directory, not an empty word", hint: helpHint(for: commandName),
                                                                  korean: "--store에 디렉터리를 지정하세요(빈 값은 안 됩니다)", koreanHint: koreanHelpHint(for: commandName)) }
                options.store = directory
            case "locale":
                let value = try takeValue("en|ko").lowercased()
                guard Language(rawValue: value) != nil else {
                    throw UsageError("unsupported locale '\(value)'", hint: "use --locale en or --locale ko",
                                     korean: "지원하지 않는 언어 '\(value)'입니다", koreanHint: "--locale en 또는 --locale ko를 쓰세요")
                }
                options.locale = value
            default:
                guard let commandName, let spec = CommandSpec.named(commandName) else {
                    throw UsageError("unknown option '--\(name)'", hint: helpHint(for: commandName),
                                     korean: "알 수 없는 옵션 '--\(name)'입니다", koreanHint: koreanHelpHint(for: commandName))
                }
                guard let option = spec.option(named: name) else {
                    throw UsageError("'\(commandName)' has no option '--\(name)'", hint: helpHint(for: commandName),
                                     korean: "'\(commandName)'에는 '--\(name)' 옵션이 없습니다", koreanHint: koreanHelpHint(for: commandName))
                }
                if let valueName = option.value, option.repeatable {
                    given.remove(name)
                    lists[name, default: []].append(try takeValue(valueName))
                } else if let valueName = option.value {
                    values[name] = try takeValue(valueName)
                } else {
                    guard inlineValue == nil else { throw UsageError("--\(name) takes no value", hint: helpHint(for: commandName),
                                                                    korean: "--\(name)에는 값을 줄 수 없습니다", koreanHint: koreanHelpHint(for: commandName)) }
                    flags.insert(name)
                }
            }
        }

        if wantsVersion { return Invocation(options: options, command: .version) }
        if commandName == "help" {
            guard positionals.count <= 1 else { throw UsageError("help takes at most one command name", korean: "help에는 명령 이름을 하나만 줄 수 있습니다") }
            if let topic = positionals.first, CommandSpec.named(topic) == nil { throw unknownCommand(topic) }
            return Invocation(options: options, command: .help(topic: positionals.first))
        }
        if wantsHelp {
            if let commandName, CommandSpec.named(commandName) == nil { throw unknownCommand(commandName) }
            return Invocation(options: options, command: .help(topic: commandName))
        }
        guard let commandName else { return Invocation(options: options, command: .interactive) }
        let arguments = ParsedArguments(name: commandName, positionals: positionals, values: values, lists: lists, flags: flags)
        return Invocation(options: options, command: try arguments.makeCommand())
    }

    static func helpHint(for command: String?) -> String {
        if let command, CommandSpec.named(command) != nil { return "see 'project-manager \(command) --help'" }
        return "see 'project-manager --help'"
    }

    static func koreanHelpHint(for command: String?) -> String {
        if let command, CommandSpec.named(command) != nil { return "도움말: project-manager \(command) --help" }
        return "도움말: project-manager --help"
    }

    private static func unknownCommand(_ name: String) -> UsageError {
        let suggestion = CommandSpec.all.map(\.name).min { editDistance($0, name) < editDistance($1, name) }
        if let suggestion, editDistance(suggestion, name) <= 2 {
            return UsageError("unknown command '\(name)'", hint: "did you mean '\(suggestion)'? see 'project-manager --help'",
                              korean: "알 수 없는 명령 '\(name)'입니다", koreanHint: "'\(suggestion)' 명령을 찾으셨나요? 도움말: project-manager --help")
        }
        return UsageError("unknown command '\(name)'", hint: "see 'project-manager --help'",
                          korean: "알 수 없는 명령 '\(name)'입니다", koreanHint: "도움말: project-manager --help")
    }

    /// Levenshtein distance, for "did you mean" on short command names.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The words of one command, sorted into positionals, valued options and flags.
    private struct ParsedArguments {
        let name: String
        let positionals: [String]
        let values: [String: String]
        let lists: [String: [String]]
        let flags: Set<String>

        func makeCommand() throws(UsageError) -> Command {
            guard CommandSpec.named(name) != nil else { throw CommandLineParser.unknownCommand(name) }
            switch name {
            case "board": try expect(0); return .board
            case "add":
                guard !positionals.isEmpty else { throw missing("TITLE") }
                return .add(title: positionals.joined(separator: " "), body: values["body"] ?? "",
                            deadline: try deadline(), state: try state(values["state"], option: "--state"))
            case "list":
                try expect(0)
                return .list(state: try state(values["state"], option: "--state"),
                             overdueOnly: flags.contains("overdue"), json: flags.contains("json"), due: values["due"])
            case "show": return .show(id: try single("ID"), json: flags.contains("json"))
            case "edit":
                let id = try single("ID")
                if values["deadline"] != nil, flags.contains("no-deadline") {
                    throw UsageError("--deadline and --no-deadline contradict each other", hint: hint,
                                     korean: "--deadline과 --no-deadline은 함께 쓸 수 없습니다", koreanHint: koreanHint)
                }
                let deadline: DeadlineEdit = flags.contains("no-deadline") ? .remove : try deadline().map { .set($0) } ?? .keep
                guard values["title"] != nil || values["body"] != nil || deadline != .keep else {
                    throw UsageError("nothing to change", hint: "give --title, --body, --deadline or --no-deadline",
                                     korean: "바꿀 내용이 없습니다", koreanHint: "--title, --body, --deadline, --no-deadline 중 하나 이상을 주세요")
                }
                return .edit(id: id, title: values["title"], body: values["body"], deadline: deadline)
            case "move":
                guard positionals.count == 2 else {
                    throw positionals.count < 2 ? missing(positionals.isEmpty ? "ID" : "STATE") : extra(positionals[2])
                }
                return .move(id: positionals[0], to: try state(positionals[1], option: "STATE")!)
            case "delete": return .delete(id: try single("ID"))
            case "history":
                try expect(0)
                var limit: Int?
                if let text = values["limit"] {
                    guard let number = Int(text), number > 0 else {
                        throw UsageError("--limit needs a whole number above 0, not '\(text)'", hint: hint,
                                         korean: "--limit에는 0보다 큰 정수가 필요합니다('\(text)'는 안 됩니다)", koreanHint: koreanHint)
                    }
                    limit = number
                }
                return .history(limit: limit, json: flags.contains("json"))
            case "undo": try expect(0); return .undo
            case "redo": try expect(0); return .redo
            case "export": try expect(0); return flags.contains("ics") ? .exportCalendar : .export
            case "completion":
                let shell = try single("SHELL")
                if shell == "ids" { return .completionIDs }
                guard CommandSpec.completionShells.contains(shell) else {
                    throw UsageError("no completion for '\(shell)'", hint: "use bash, zsh or fish",
                                     korean: "'\(shell)'용 자동 완성은 없습니다", koreanHint: "bash, zsh, fish 중 하나를 쓰세요")
                }
                return .completion(shell: shell)
            case "repair": try expect(0); return .repair(dryRun: flags.contains("dry-run"))
            case "serve": try expect(0); return .serve(try serveOptions())
            case "sync": try expect(0); return .sync
            case "conflicts":
                guard let choice = positionals.first else { return .conflicts }
                guard choice == "apply" || choice == "drop" else {
                    throw UsageError("'conflicts' takes apply N or drop N, not '\(choice)'", hint: hint,
                                     korean: "'conflicts'에는 apply N이나 drop N을 주세요('\(choice)'는 안 됩니다)", koreanHint: koreanHint)
                }
                guard positionals.count > 1 else { throw missing("N") }
                try expect(2)
                guard let number = Int(positionals[1]), number > 0 else {
                    throw UsageError("N is a conflict's number in the list, not '\(positionals[1])'", hint: hint,
                                     korean: "N은 목록에 있는 충돌의 번호입니다('\(positionals[1])'는 안 됩니다)", koreanHint: koreanHint)
                }
                return .settle(number: number, apply: choice == "apply")
            default: return .importFile(path: try single("FILE")) // "import"
            }
        }

        private func serveOptions() throws(UsageError) -> ServeOptions {
            let port = values["port"].map { Int($0) } ?? 8080
            guard let port, (0...65535).contains(port) else {
                throw UsageError("--port needs a number from 0 to 65535, not '\(values["port"] ?? "")'", hint: hint,
                                 korean: "--port에는 0부터 65535까지의 수가 필요합니다('\(values["port"] ?? "")'는 안 됩니다)", koreanHint: koreanHint)
            }
            for (option, value) in [("host", values["host"])] + (lists["allow-host"] ?? []).map({ ("allow-host", $0) }) where value?.isEmpty == true {
                throw UsageError("--\(option) needs an address, not an empty word", hint: hint,
                                 korean: "--\(option)에 주소를 지정하세요(빈 값은 안 됩니다)", koreanHint: koreanHint)
            }
            if values["host"] != nil && flags.contains("lan") {
                throw UsageError("--host and --lan both say where to listen", hint: "give one; \(hint)",
                                 korean: "--host와 --lan은 둘 다 받을 주소를 정합니다", koreanHint: "하나만 주세요. \(koreanHint)")
            }
            return ServeOptions(port: port, host: values["host"], lan: flags.contains("lan"), allowedHosts: lists["allow-host"] ?? [],
                                newToken: flags.contains("new-token"))
        }

        private var hint: String { CommandLineParser.helpHint(for: name) }
        private var koreanHint: String { CommandLineParser.koreanHelpHint(for: name) }

        private func state(_ text: String?, option: String) throws(UsageError) -> ProjectState? {
            guard let text else { return nil }
            guard let state = ProjectState(rawValue: text.lowercased()) else {
                throw UsageError("\(option) must be todo, doing or done, not '\(text)'", hint: hint,
                                 korean: "\(option)은(는) todo, doing, done 중 하나여야 합니다('\(text)'는 안 됩니다)", koreanHint: koreanHint)
            }
            return state
        }

        /// The value of `--deadline`. An empty word (e.g. an unset shell variable) must not quietly mean
        /// "no deadline": removing one is spelled `--no-deadline`.
        private func deadline() throws(UsageError) -> String? {
            guard let text = values["deadline"] else { return nil }
            guard !text.isEmpty else {
                let english = name == "edit" ? "use --no-deadline to remove the deadline" : "leave out --deadline for a project without one"
                let korean = name == "edit" ? "마감일을 없애려면 --no-deadline을 쓰세요" : "마감일이 없으면 --deadline을 빼세요"
                throw UsageError("--deadline needs a date (YYYY-MM-DD), not an empty word", hint: english,
                                 korean: "--deadline에 날짜(YYYY-MM-DD)를 지정하세요(빈 값은 안 됩니다)", koreanHint: korean)
            }
            return text
        }

        private func single(_ name: String) throws(UsageError) -> String {
            guard let first = positionals.first else { throw missing(name) }
            try expect(1)
            return first
        }

        private func expect(_ count: Int) throws(UsageError) {
            if positionals.count > count { throw extra(positionals[count]) }
        }

        private func missing(_ argument: String) -> UsageError {
            UsageError("'\(name)' needs \(argument)", hint: hint, korean: "'\(name)'에 \(argument)이(가) 필요합니다", koreanHint: koreanHint)
        }

        private func extra(_ word: String) -> UsageError {
            UsageError("unexpected argument '\(word)' for '\(name)'", hint: hint,
                       korean: "'\(name)'에 필요 없는 인수 '\(word)'가 있습니다", koreanHint: koreanHint)
        }
    }
}
