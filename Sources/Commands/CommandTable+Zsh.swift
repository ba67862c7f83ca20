extension CommandTable {
    /// A zsh completion script: put it in a folder of `$fpath` as `_PROGRAM` (or `source` it after `compinit`). It
    /// completes commands with their summaries, and each command's flags, their values and its operands through
    /// `_arguments`.
    public var zshCompletion: String {
        let function = "_" + ShellQuoting.identifier(program)
        let helpSpec = "'(- :)'{-h,--help}'[show help]'"
        var lines = [
            "#compdef \(program)",
            "# zsh completion for \(program) \(version), made by '\(program) completions zsh' from its commands.",
            "",
            "\(function)() {",
            "    local curcontext=$curcontext state line ret=1",
            "    typeset -A opt_args",
            "    _arguments -C \\",
            "        \(helpSpec) \\",
        ]
        for option in options {
            let spec = "(- :)\(option.name)[\(zshDescription(option.help))]"
            lines.append("        " + ShellQuoting.single(spec) + " \\")
        }
        lines += [
            "        '1:command:\(function)_commands' \\",
            "        '*:: :->args' && ret=0",
            "    case $state in",
            "    args)",
            "        curcontext=${curcontext%:*:*}:\(program)-$words[1]:",
            "        case $words[1] in",
        ]
        for row in commands {
            lines.append("        \(row.name))")
            lines.append("            _arguments -S \\")
            lines.append("                \(helpSpec) \\")
            for flag in row.flags { lines.append("                " + zshSpec(flag) + " \\") }
            for (index, operand) in row.operands.enumerated() {
                let position = operand.repeats ? "*" : String(index + 1)
                let spec = position + (operand.isRequired ? ":" : "::") + zshMessage(operand.name) + ":"
                    + zshAction(operand.completion)
                lines.append("                " + ShellQuoting.single(spec) + " \\")
            }
            lines.append("                && ret=0")
            lines.append("            ;;")
        }
        lines += [
            "        esac",
            "        ;;",
            "    esac",
            "    return ret",
            "}",
            "",
            "\(function)_commands() {",
            "    local -a commands",
            "    commands=(",
        ]
        for row in commands {
            lines.append("        " + ShellQuoting.single(row.name + ":" + row.summary))
        }
        lines += [
            "    )",
            "    _describe -t commands command commands",
            "}",
            "",
            "if [[ $funcstack[1] == \(function) ]]; then \(function) \"$@\"; else compdef \(function) \(program); fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One flag for `_arguments`: both names (excluding each other unless it repeats), its description, and the
    /// message and action of its value; a long option with a value also takes it after `=`.
    private func zshSpec(_ flag: Flag) -> String {
        let description = "[" + zshDescription(flag.help) + "]"
        let value = flag.value.map { ":" + zshMessage($0) + ":" + zshAction(flag.completion) } ?? ""
        let repeats = flag.repeats ? "*" : ""
        func name(_ name: String) -> String {
            name + (flag.value != nil && name.hasPrefix("--") ? "=" : "")
        }
        guard let short = flag.short else {
            return ShellQuoting.single(repeats + name(flag.name) + description + value)
        }
        let exclusion = flag.repeats ? "" : ShellQuoting.single("(\(short) \(flag.name))")
        return exclusion + repeats + "{" + name(short) + "," + name(flag.name) + "}"
            + ShellQuoting.single(description + value)
    }

    private func zshAction(_ completion: Completion) -> String {
        switch completion {
        case .none: " "
        case .files: "_files"
        case .folders: "_files -/"
        case .words(let words): "(" + words.joined(separator: " ") + ")"
        case .commands: "_" + ShellQuoting.identifier(program) + "_commands"
        case .output(let arguments):
            "{compadd -- ${(f)\"$(" + ([program] + arguments).joined(separator: " ") + " 2>/dev/null)\"}}"
        }
    }

    /// A description in `_arguments`' brackets, its own brackets and colons escaped.
    private func zshDescription(_ text: String) -> String {
        var result = ""
        for character in ShellQuoting.brief(text) {
            if "[]:\\".contains(character) { result += "\\" }
            result.append(character)
        }
        return result
    }

    /// A value's name as `_arguments`' message, its colons escaped.
    private func zshMessage(_ text: String) -> String {
        text.replacing(":", with: "\\:")
    }
}
