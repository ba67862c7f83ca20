import Testing
import Commands

/// Reading argv with the table: flags anywhere, both spellings of a value, `--`, and a clear error for each mistake.
@Suite struct ParseTests {
    func parse(_ arguments: [String]) throws(UsageError) -> Note {
        try sampleTable.parse(arguments)
    }

    func error(_ arguments: [String]) -> UsageError? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func flagsGoAnywhereInEitherSpelling() throws {
        #expect(try parse(["add", "--tag", "a", "milk", "-t", "b", "--pinned", "--tag=c=d"])
                == .add(text: "milk", tags: ["a", "b", "c=d"], pinned: true))
        #expect(try parse(["list", "--format=json", "-n", "3", "inbox"])
                == .list(format: "json", limit: 3, folder: "inbox"))
        #expect(try parse(["list"]) == .list(format: "plain", limit: nil, folder: nil))
    }

    @Test func doubleDashAndSingleDashAreOperands() throws {
        #expect(try parse(["open", "--", "--help", "-t"]) == .open(files: ["--help", "-t"]))
        #expect(try parse(["open", "-", "a"]) == .open(files: ["-", "a"]))
        #expect(try parse(["add", "--", "-5 degrees"]) == .add(text: "-5 degrees", tags: [], pinned: false))
    }

    @Test func helpAndProgramOptions() throws {
        #expect(try parse([]) == .help(nil))
        #expect(try parse(["-h"]) == .help(nil))
        #expect(try parse(["--help"]) == .help(nil))
        #expect(try parse(["--version"]) == .version)
        #expect(try parse(["list", "--nonsense", "-h"]) == .help("list"))
        #expect(try parse(["help"]) == .help(nil))
        #expect(try parse(["help", "add"]) == .help("add"))
    }

    @Test(arguments: [
        (["frobnicate"], "unknown command 'frobnicate'", nil),
        (["--frobnicate"], "unknown option '--frobnicate'", nil),
        (["--version", "x"], "unexpected 'x' after --version", nil),
        (["add", "--nope", "x"], "unknown option '--nope' for add", "add"),
        (["add", "x", "--tag"], "--tag needs a value", "add"),
        (["add", "x", "-t"], "-t needs a value", "add"),
        (["add", "x", "--pinned=yes"], "--pinned takes no value", "add"),
        (["add"], "add needs the note's text", "add"),
        (["add", "a", "b"], "unexpected 'b' after add", "add"),
        (["list", "-n", "many"], "--limit takes a number, not 'many'", "list"),
        (["help", "nope"], "no command 'nope'", "help"),
        (["help", "add", "list"], "unexpected 'list' after help", "help"),
    ] as [([String], String, String?)])
    func mistakesSayWhatIsWrong(_ arguments: [String], _ message: String, _ command: String?) {
        #expect(error(arguments) == UsageError(message, command: command))
    }

    @Test func theUsageOfAnErrorIsItsCommands() throws {
        let missing = try #require(error(["add"]))
        #expect(sampleTable.usage(for: missing)
                == "usage: notes add TEXT [--tag TAG]... [--pinned]\n\nMore: notes help add")
        #expect(sampleTable.usage(for: UsageError("unknown command 'x'")) == sampleTable.usage)
    }
}
