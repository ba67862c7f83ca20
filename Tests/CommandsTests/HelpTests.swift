import Testing
import Commands

/// The help the table prints: every command and flag of the rows, wrapped for a terminal.
@Suite struct HelpTests {
    @Test func theProgramsHelpListsEveryCommandAndOption() {
        #expect(sampleTable.usage == """
        usage: notes <command> [options]

        commands:
          add TEXT            add a note
          list [FOLDER]       list the notes
          open [FILE]...      open notes in the editor
          help [COMMAND]      show help for a command

        options:
          -h, --help          show this help, or a command's with 'notes COMMAND --help'
          --version           print the version
        """)
    }

    @Test func aCommandsHelpHasItsUsageTextAndFlags() throws {
        #expect(try #require(sampleTable.help(for: "add")) == """
        usage: notes add TEXT [--tag TAG]... [--pinned]

        Adds a note.

            notes add "Buy milk" --tag home

          -t, --tag TAG       file it under TAG; may be repeated
          --pinned            keep it at the top (it's [always] there: really)
        """)
        #expect(sampleTable.help(for: "nope") == nil)
    }

    @Test func longTextIsWrappedAtAHundredColumns() throws {
        let long = String(repeating: "word ", count: 60)
        let table = CommandTable<Int>(
            program: "p", version: "1", date: "2026-12-03", summary: "s", details: "",
            rows: [CommandRow("go", summary: long, flags: [Flag("--very-long-flag-name", value: "VALUE", help: long)],
                              details: long + "\n\n- " + long) { _ in 1 }],
            help: { _ in 0 })
        for text in [table.usage, try #require(table.help(for: "go"))] {
            let lines = text.split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= 100 }, "\(text)")
            #expect(text.split(separator: " ").filter { $0.hasPrefix("word") }.count >= 60)
        }
        // A label too long for the column puts its text on the next line, at the column.
        let column = String(repeating: " ", count: 22)
        #expect(try #require(table.help(for: "go")).contains("  --very-long-flag-name VALUE\n" + column + "word"))
    }

    @Test func textBlocks() {
        #expect(TextBlock.blocks(of: "One\ntwo.\n\n- a\n  b\n- c\n\n    $ run\n    $ again\n") == [
            .paragraph("One two."), .list(["a b", "c"]), .example(["$ run", "$ again"]),
        ])
    }
}
