import Commands

extension FolioCommandLine {
    static let completions = CommandRow<Command>(
        "completions", summary: "print the script that completes folio's commands and flags in a shell",
        operands: [Operand("SHELL", required: true, completion: .words(["bash", "zsh", "fish"]),
                           missing: "completions needs a shell: folio completions bash (or zsh, fish)")],
        details: """
        Prints a completion script for bash, zsh or fish, made from the same table as this help, so it knows \
        every command and flag of this version. 'make install' and the .deb install all three; by hand, for the \
        current user:

            folio completions bash > ~/.local/share/bash-completion/completions/folio
            folio completions zsh > ~/.zfunc/_folio      (with ~/.zfunc in $fpath, before compinit)
            folio completions fish > ~/.config/fish/completions/folio.fish
        """
    ) { arguments throws(UsageError) in
        let shell = arguments.operand(0) ?? ""
        guard ["bash", "zsh", "fish"].contains(shell) else {
            throw UsageError("completions are for bash, zsh or fish, not '\(shell)'")
        }
        return .completions(shell: shell)
    }

    static let man = CommandRow<Command>(
        "man", summary: "print folio's manual page, in roff",
        details: """
        Prints the manual page (section 1) made from the same table as this help. 'make install' and the .deb \
        install it; to read it without installing:

            folio man | man -l -
        """
    ) { _ in .man }
}
