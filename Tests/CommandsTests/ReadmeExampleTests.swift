import Testing
import Commands

/// The README's example of this library, run as it is written there (a test compares the two).
@Suite struct ReadmeExampleTests {
    @Test func example() throws {
        // README: begin
        let table = CommandTable<String>(
            program: "greet", version: "1.0", date: "2026-12-03", summary: "say hello", details: "",
            rows: [CommandRow("hello", summary: "greet someone", operands: [Operand("NAME", required: true)],
                              flags: [Flag("--loud", short: "-l", help: "shout it")]) { arguments in
                let greeting = "Hello, \(arguments.operand(0) ?? "")!"
                return arguments.isSet("--loud") ? greeting.uppercased() : greeting
            }],
            help: { command in "help for \(command ?? "greet")" })
        let said = try table.parse(["hello", "Ada", "-l"])  // "HELLO, ADA!"
        let help = table.help(for: "hello")                 // "usage: greet hello NAME [--loud]\n\n  -l, --loud…"
        let scripts = [table.bashCompletion, table.zshCompletion, table.fishCompletion, table.manPage]
        // README: end
        #expect(said == "HELLO, ADA!")
        #expect(help == "usage: greet hello NAME [--loud]\n\n  -l, --loud          shout it")
        #expect(scripts.allSatisfy { $0.contains("loud") })
        #expect(throws: UsageError("unknown option '--quiet' for hello", command: "hello")) {
            try table.parse(["hello", "Ada", "--quiet"])
        }
    }
}
