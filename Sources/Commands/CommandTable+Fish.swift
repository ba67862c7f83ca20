extension CommandTable {
    /// A fish completion script: put it in `~/.config/fish/completions/PROGRAM.fish` (or a folder of
    /// `$fish_complete_path`). It completes commands with their summaries, then each command's flags, their values
    /// and its operands; files only where a command takes them.
    public var fishCompletion: String {
        let prefix = "__" + ShellQuoting.identifier(program)
        let valued = Set(commands.flatMap { $0.flags.filter { $0.value != nil }.flatMap(\.names) }).sorted()
        var lines = [
            "# fish completion for \(program) \(version), made by '\(program) completions fish' from its commands.",
            "",
            "# The command: the first word after \(program) that is not an option.",
            "function \(prefix)_command",
            "    for word in (commandline -opc)[2..-1]",
            "        switch $word",
            "            case '-*'",
            "            case '*'",
            "                echo $word",
            "                return 0",
            "        end",
            "    end",
            "    return 1",
            "end",
            "",
            "function \(prefix)_is",
            "    set -l command (\(prefix)_command)",
            "    and test \"$command\" = \"$argv[1]\"",
            "end",
            "",
            "# How many operands the command line has before the cursor: words after the command that are not",
            "# options or their values.",
            "function \(prefix)_operands",
            "    set -l count 0",
            "    set -l skip 0",
            "    set -l literal 0",
            "    for word in (commandline -opc)[2..-1]",
            "        if test $skip = 1",
            "            set skip 0",
            "        else if test $literal = 1",
            "            set count (math $count + 1)",
            "        else if test \"$word\" = --",
            "            set literal 1",
            "        else if contains -- $word \(valued.joined(separator: " "))",
            "            set skip 1",
            "        else if not string match -q -- '-?*' $word",
            "            set count (math $count + 1)",
            "        end",
            "    end",
            "    # The command itself is the first word counted.",
            "    echo (math $count - 1)",
            "end",
            "",
            "function \(prefix)_at",
            "    \(prefix)_is $argv[1]",
            "    and test (\(prefix)_operands) -eq $argv[2]",
            "end",
            "",
            "function \(prefix)_from",
            "    \(prefix)_is $argv[1]",
            "    and test (\(prefix)_operands) -ge $argv[2]",
            "end",
            "",
            "complete -c \(program) -f",
            "complete -c \(program) -n 'not \(prefix)_command' -s h -l help -d 'show help'",
        ]
        for option in options {
            lines.append("complete -c \(program) -n 'not \(prefix)_command' -l \(option.name.dropFirst(2)) -d "
                         + ShellQuoting.fish(ShellQuoting.brief(option.help)))
        }
        for row in commands {
            lines.append("complete -c \(program) -n 'not \(prefix)_command' -a \(row.name) -d "
                         + ShellQuoting.fish(row.summary))
        }
        for row in commands {
            lines.append("")
            let condition = "-n " + ShellQuoting.fish("\(prefix)_is \(row.name)")
            lines.append("complete -c \(program) \(condition) -s h -l help -d 'show help'")
            for flag in row.flags {
                var line = "complete -c \(program) \(condition)"
                if let short = flag.short { line += " -s " + short.dropFirst() }
                line += " -l " + flag.name.dropFirst(2)
                // A value: files where it takes them (-r -F), else only what its completion offers (-x).
                if flag.value != nil {
                    line += (flag.completion == .files ? " -r" : " -x") + fishArguments(flag.completion)
                }
                lines.append(line + " -d " + ShellQuoting.fish(ShellQuoting.brief(flag.help)))
            }
            for (index, operand) in row.operands.enumerated() where operand.completion != .none {
                let place = "\(prefix)_\(operand.repeats ? "from" : "at") \(row.name) \(index)"
                lines.append("complete -c \(program) -n " + ShellQuoting.fish(place)
                             + fishArguments(operand.completion))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `-F` for files, or `-a` with the words to offer.
    private func fishArguments(_ completion: Completion) -> String {
        switch completion {
        case .none: ""
        case .files: " -F"
        case .folders: " -a '(__fish_complete_directories (commandline -ct))'"
        case .words(let words): " -a " + ShellQuoting.fish(words.joined(separator: " "))
        case .commands: " -a " + ShellQuoting.fish(commands.map(\.name).joined(separator: " "))
        case .output(let arguments): " -a " + ShellQuoting.fish("(" + ([program] + arguments).joined(separator: " ")
                                                                 + " 2>/dev/null)")
        }
    }
}
