import Foundation
import Commands

extension FolioCommandLine {
    static let new = CommandRow<Command>(
        "new", summary: "start a post: content/posts/YYYY-MM-DD-title.md",
        operands: [Operand("\"Title\"", required: true, missing: "new needs a title: folio new \"My first post\"")],
        flags: [Flag("--site", value: "SITE", completion: .folders, help: "the site's folder (default: the current "
                     + "folder)")],
        details: """
        Creates content/posts/YYYY-MM-DD-title.md dated today in the site's time zone, with the title as its \
        first heading. Never overwrites a file.
        """
    ) { arguments throws(UsageError) in
        guard let title = arguments.operand(0), !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError("new needs a title: folio new \"My first post\"")
        }
        return .new(title: title, site: arguments.value("--site") ?? ".")
    }
}
