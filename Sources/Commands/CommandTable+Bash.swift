extension CommandTable {
    /// A bash completion script: `source` it, or install it as bash-completion's `completions/PROGRAM`. It
    /// completes commands, each command's flags after a `-`, a flag's value (folders, files or words) after it, and
    /// operands by their place, the words of flags with values skipped (`--output=DIR` too).
    public var bashCompletion: String {
        let function = "_" + ShellQuoting.identifier(program)
        let programOptions = (["-h", "--help"] + options.map(\.name)).joined(separator: " ")
        var lines = [
            "# bash completion for \(program) \(version), made by '\(program) completions bash' from its commands.",
            "\(function)_reply() {",
            "    local IFS=$'\\n' kind=$1 cur=$2",
            "    shift 2",
            "    case $kind in",
            "    files) COMPREPLY=($(compgen -f -- \"$cur\")) ;;",
            "    folders) COMPREPLY=($(compgen -d -- \"$cur\")) ;;",
            "    words) COMPREPLY=($(compgen -W \"$*\" -- \"$cur\")) ;;",
            "    output) COMPREPLY=($(compgen -W \"$(\"$@\" 2>/dev/null)\" -- \"$cur\")) ;;",
            "    esac",
            "}",
            "",
            "\(function)() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    local command= word operands=0 literal= i",
            "    # A value written --flag=value: bash splits it at '='.",
            "    if [[ $cur == = ]]; then cur=; elif [[ $prev == = ]]; then prev=${COMP_WORDS[COMP_CWORD-2]}; fi",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        word=${COMP_WORDS[i]}",
            "        if [[ -z $command ]]; then",
            "            [[ $word == -* ]] || command=$word",
            "        elif [[ -n $literal || $word != -* || $word == - ]]; then",
            "            operands=$((operands + 1))",
            "        elif [[ $word == -- ]]; then",
            "            literal=1",
            "        elif \(function)_takes_value \"$command\" \"$word\"; then",
            "            [[ ${COMP_WORDS[i+1]} == = ]] && i=$((i + 1))",
            "            i=$((i + 1))",
            "        fi",
            "    done",
            "    if [[ -z $command ]]; then",
            "        if [[ $cur == -* ]]; then",
            "            \(function)_reply words \"$cur\" " + programOptions,
            "        else",
            "            \(function)_reply words \"$cur\" " + commands.map(\.name).joined(separator: " "),
            "        fi",
            "        return 0",
            "    fi",
            "    case $command in",
        ]
        for row in commands {
            lines.append("    \(row.name))")
            let valued = row.flags.filter { $0.value != nil }
            if !valued.isEmpty {
                lines.append("        if [[ -z $literal ]]; then")
                lines.append("            case $prev in")
                for flag in valued {
                    lines.append("            " + flag.names.joined(separator: "|") + ") "
                                 + bashReply(flag.completion) + "; return 0 ;;")
                }
                lines.append("            esac")
                lines.append("        fi")
            }
            let flagWords = (row.flags.flatMap(\.names) + ["--help"]).joined(separator: " ")
            lines.append("        if [[ -z $literal && $cur == -* ]]; then")
            lines.append("            \(function)_reply words \"$cur\" \(flagWords)")
            lines.append("            return 0")
            lines.append("        fi")
            if !row.operands.isEmpty {
                lines.append("        case $operands in")
                for (index, operand) in row.operands.enumerated() {
                    let last = index == row.operands.count - 1
                    let pattern = last && operand.repeats ? "*" : String(index)
                    lines.append("        \(pattern)) \(bashReply(operand.completion)) ;;")
                }
                lines.append("        esac")
            }
            lines.append("        ;;")
        }
        lines += [
            "    esac",
            "    return 0",
            "}",
            "",
            "\(function)_takes_value() {",
            "    case $1:$2 in",
        ]
        let valued = commands.flatMap { row in
            row.flags.filter { $0.value != nil }.flatMap { flag in flag.names.map { "\(row.name):\($0)" } }
        }
        if !valued.isEmpty { lines.append("    " + valued.joined(separator: "|") + ") return 0 ;;") }
        lines += [
            "    esac",
            "    return 1",
            "}",
            "",
            "complete -o filenames -F \(function) \(program)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The call that fills COMPREPLY for one kind of completion.
    private func bashReply(_ completion: Completion) -> String {
        let function = "_" + ShellQuoting.identifier(program) + "_reply"
        switch completion {
        case .none: return ":"
        case .files: return "\(function) files \"$cur\""
        case .folders: return "\(function) folders \"$cur\""
        case .words(let words):
            return "\(function) words \"$cur\" " + words.map(ShellQuoting.single).joined(separator: " ")
        case .commands: return "\(function) words \"$cur\" " + commands.map(\.name).joined(separator: " ")
        case .output(let arguments):
            return "\(function) output \"$cur\" \"${COMP_WORDS[0]}\" " + arguments.map(ShellQuoting.single)
                .joined(separator: " ")
        }
    }
}
