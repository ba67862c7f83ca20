/// The text of `folio --help` and `folio help COMMAND`.
enum Help {
    static let usage = """
    usage: folio <command> [options]

    commands:
      render [FILE|-]     print the HTML of one Markdown file (or standard input)
      help [COMMAND]      show help for a command

    options:
      -h, --help          show this help
      --version           print folio's version
    """

    static func text(for command: String) -> String? {
        switch command {
        case "render":
            """
            usage: folio render [FILE|-] [--layouts WORD=CSS]...

            Prints the HTML body of one Markdown file, or of standard input when FILE is '-' or missing,
            rendered as GitHub renders it, plus heading ids and image layouts. Front matter is skipped.

              --layouts WORD=CSS  add an image layout word, e.g. --layouts 'wide=width: 120%;'
            """
        case "help": "usage: folio help [COMMAND]"
        default: nil
        }
    }
}
