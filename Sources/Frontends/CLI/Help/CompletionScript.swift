/// The shell completion scripts `project-manager completion bash|zsh|fish` prints, built from
/// ``CommandSpec/all`` so they offer exactly the commands and options the parser accepts.
///
/// They complete commands, options, states, `--locale` values, deadline words, and the ids of the
/// projects in the store, which they ask the program for (`project-manager completion ids`, one
/// `id<TAB>title` line each, on the store the command line names). zsh and fish show each id's title.
enum CompletionScript {
    /// The shells there is a script for.
    static var shells: [String] { CommandSpec.completionShells }

    /// Words offered after `--deadline` and `--due` (any `YYYY-MM-DD` works too).
    private static let dayWords = "today tomorrow +1d +3d +1w mon tue wed thu fri sat sun"
    private static let states = "todo doing done"
    private static let globalOptions = ["--store", "--locale", "--no-color", "--help", "--version"]

    /// The script for `shell` (one of ``shells``).
    static func script(for shell: String) -> String {
        switch shell {
        case "zsh": zsh
        case "fish": fish
        default: bash
        }
    }

    /// The commands that take a project id as their first argument.
    private static var idCommands: [String] {
        CommandSpec.all.filter { $0.arguments.hasPrefix("ID") }.map(\.name)
    }

    private static func options(of spec: CommandSpec) -> [String] {
        spec.options.map { "--\($0.name)" }
    }

    private static var commandNames: String { CommandSpec.all.map(\.name).joined(separator: " ") }

    // MARK: bash

    private static var bash: String {
        let optionCases = CommandSpec.all.filter { !$0.options.isEmpty }
            .map { "        \($0.name)) options=\"\(options(of: $0).joined(separator: " "))\" ;;" }
            .joined(separator: "\n")
        return """
        # bash completion for project-manager. Enable it with
        #   eval "$(project-manager completion bash)"
        # in ~/.bashrc, or save it as ~/.local/share/bash-completion/completions/project-manager
        _project_manager() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
            local program="${COMP_WORDS[0]}" command="" positionals=0 i word
            local -a store=()
            for ((i = 1; i < COMP_CWORD; i++)); do
                word="${COMP_WORDS[i]}"
                case "$word" in
                    --store) store=(--store "${COMP_WORDS[i+1]}"); ((i++)) ;;
                    --store=*) store=("$word") ;;
                    --locale|--body|--title|--deadline|--due|--state|--limit) ((i++)) ;;
                    -*) ;;
                    *) if [[ -z "$command" ]]; then command="$word"; else ((positionals++)); fi ;;
                esac
            done
            case "$prev" in
                --state) COMPREPLY=($(compgen -W "\(states)" -- "$cur")); return ;;
                --locale) COMPREPLY=($(compgen -W "en ko" -- "$cur")); return ;;
                --store) COMPREPLY=($(compgen -d -- "$cur")); return ;;
                --deadline|--due) COMPREPLY=($(compgen -W "\(dayWords)" -- "$cur")); return ;;
                --body|--title|--limit) return ;;
            esac
            if [[ "$cur" == -* ]]; then
                local options=""
                case "$command" in
        \(optionCases)
                esac
                COMPREPLY=($(compgen -W "$options \(globalOptions.joined(separator: " "))" -- "$cur"))
                return
            fi
            if [[ -z "$command" ]]; then
                COMPREPLY=($(compgen -W "\(commandNames)" -- "$cur"))
                return
            fi
            local ids
            case "$command" in
                \(idCommands.filter { $0 != "move" }.joined(separator: "|")))
                    if ((positionals == 0)); then
                        ids="$("$program" "${store[@]}" completion ids 2>/dev/null | cut -f1)"
                        COMPREPLY=($(compgen -W "$ids" -- "$cur"))
                    fi ;;
                move)
                    if ((positionals == 0)); then
                        ids="$("$program" "${store[@]}" completion ids 2>/dev/null | cut -f1)"
                        COMPREPLY=($(compgen -W "$ids" -- "$cur"))
                    elif ((positionals == 1)); then
                        COMPREPLY=($(compgen -W "\(states)" -- "$cur"))
                    fi ;;
                import) COMPREPLY=($(compgen -f -- "$cur")) ;;
                help) COMPREPLY=($(compgen -W "\(commandNames)" -- "$cur")) ;;
                completion) COMPREPLY=($(compgen -W "\(shells.joined(separator: " "))" -- "$cur")) ;;
            esac
        }
        complete -F _project_manager project-manager

        """
    }

    // MARK: zsh

    private static var zsh: String {
        let commands = CommandSpec.all.map { "'\($0.name):\(zshQuoted($0.summary))'" }.joined(separator: " ")
        let optionCases = CommandSpec.all.filter { !$0.options.isEmpty }.map { spec in
            let options = spec.options.map { "'--\($0.name):\(zshQuoted($0.help))'" }
            return "        (\(spec.name)) options=(\(options.joined(separator: " "))) ;;"
        }.joined(separator: "\n")
        return """
        #compdef project-manager
        # zsh completion for project-manager. Enable it with
        #   eval "$(project-manager completion zsh)"
        # in ~/.zshrc after compinit, or save it as _project-manager in a directory of $fpath.
        _project_manager() {
            local -a store commands options ids
            local i command=""
            for ((i = 2; i < CURRENT; i++)); do
                case "${words[i]}" in
                    (--store) store=(--store "${words[i+1]}"); ((i++)) ;;
                    (--store=*) store=("${words[i]}") ;;
                    (--locale|--body|--title|--deadline|--due|--state|--limit) ((i++)) ;;
                    (-*) ;;
                    (*) [[ -z "$command" ]] && command="${words[i]}" ;;
                esac
            done
            case "${words[CURRENT-1]}" in
                (--state) compadd -- \(states); return ;;
                (--locale) compadd -- en ko; return ;;
                (--store) _directories; return ;;
                (--deadline|--due) compadd -- \(dayWords); return ;;
                (--body|--title|--limit) return ;;
            esac
            if [[ "${words[CURRENT]}" == -* ]]; then
                options=()
                case "$command" in
        \(optionCases)
                esac
                options+=('--store:Use the store in DIR' '--locale:Language of the output' '--no-color:Never colour the output' '--help:Show help' '--version:Show the version')
                _describe -t options 'option' options
                return
            fi
            if [[ -z "$command" ]]; then
                commands=(\(commands))
                _describe -t commands 'command' commands
                return
            fi
            local -a positionals
            positionals=(${words[3,CURRENT-1]:#-*})
            case "$command" in
                (\(idCommands.joined(separator: "|")))
                    if [[ "$command" == move && ${#positionals} -ge 1 ]]; then
                        compadd -- \(states)
                    else
                        ids=("${(@f)$("${words[1]}" "${store[@]}" completion ids 2>/dev/null | sed 's/\\\\/\\\\\\\\/g; s/\t/:/')}")  # id:title, backslashes kept
                        _describe -t ids 'project' ids
                    fi ;;
                (import) _files ;;
                (help) compadd -- \(commandNames) ;;
                (completion) compadd -- \(shells.joined(separator: " ")) ;;
            esac
        }
        compdef _project_manager project-manager

        """
    }

    private static func zshQuoted(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: ":", with: "\\:")
    }

    // MARK: fish

    private static var fish: String {
        var lines = [
            "# fish completion for project-manager. Enable it with",
            "#   project-manager completion fish > ~/.config/fish/completions/project-manager.fish",
            "function __project_manager_ids",
            "    set -l tokens (commandline -opc)",
            "    set -l store",
            "    set -l index (contains -i -- --store $tokens)",
            "    and set store --store $tokens[(math $index + 1)]",
            "    $tokens[1] $store completion ids 2>/dev/null",
            "end",
            "function __project_manager_words  # how many words after the program are not options",
            "    set -l count 0",
            "    for token in (commandline -opc)[2..-1]",
            "        string match -q -- '-*' $token; or set count (math $count + 1)",
            "    end",
            "    echo $count",
            "end",
            "complete -c project-manager -f",
            "complete -c project-manager -l store -r -F -d 'Use the store in DIR'",
            "complete -c project-manager -l locale -x -a 'en ko' -d 'Language of the output'",
            "complete -c project-manager -l no-color -d 'Never colour the output'",
            "complete -c project-manager -s h -l help -d 'Show help'",
            "complete -c project-manager -s V -l version -d 'Show the version'",
        ]
        let names = commandNames
        for spec in CommandSpec.all {
            lines.append("complete -c project-manager -n 'not __fish_seen_subcommand_from \(names)' -a \(spec.name) -d '\(fishQuoted(spec.summary))'")
            for option in spec.options {
                let values = switch option.name {
                case "state": " -x -a '\(states)'"
                case "deadline", "due": " -x -a '\(dayWords)'"
                default: option.value == nil ? "" : " -x"
                }
                lines.append("complete -c project-manager -n '__fish_seen_subcommand_from \(spec.name)' -l \(option.name)\(values) -d '\(fishQuoted(option.help))'")
            }
        }
        lines += [
            "complete -c project-manager -n '__fish_seen_subcommand_from \(idCommands.joined(separator: " ")); and test (__project_manager_words) -eq 1' -a '(__project_manager_ids)'",
            "complete -c project-manager -n '__fish_seen_subcommand_from move; and test (__project_manager_words) -eq 2' -a '\(states)'",
            "complete -c project-manager -n '__fish_seen_subcommand_from import' -F",
            "complete -c project-manager -n '__fish_seen_subcommand_from help' -a '\(names)'",
            "complete -c project-manager -n '__fish_seen_subcommand_from completion' -a '\(shells.joined(separator: " "))'",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fishQuoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
