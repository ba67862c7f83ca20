import CMarkGFM
import Glibc

/// One loaded copy of cmark-gfm's parser: the library folio links, or a private copy of it in a link-map namespace
/// of its own (glibc's `dlmopen`), with its own globals and so its own table of special characters. A copy parses
/// one document at a time (see `CMarkParsers`); the trees it makes are walked and rendered by the linked library,
/// whose node layout and node types are the same (`load` checks the types).
struct CMarkParserCopy: Sendable {
    typealias NewParser = @convention(c) (Int32, UnsafeMutablePointer<cmark_mem>?) -> OpaquePointer?
    typealias FindExtension = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    typealias Attach = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    typealias Feed = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int) -> Void
    typealias Finish = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias Extensions = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<cmark_llist>?

    let newParser: NewParser
    let findExtension: FindExtension
    let attach: Attach
    let feed: Feed
    let finish: Finish
    let extensions: Extensions
    /// Sets the calling thread's character-class tables in the copy's own C library (`tolower`, which the
    /// extensions call, reads them). glibc sets them for each thread it starts, in its first namespace only.
    let prepareThread: (@convention(c) () -> Void)?

    /// The library folio is linked with.
    static let linked: CMarkParserCopy = {
        cmark_gfm_core_extensions_ensure_registered()
        return CMarkParserCopy(newParser: cmark_parser_new_with_mem, findExtension: cmark_find_syntax_extension,
                               attach: cmark_parser_attach_syntax_extension, feed: cmark_parser_feed,
                               finish: cmark_parser_finish, extensions: cmark_parser_get_syntax_extensions,
                               prepareThread: nil)
    }()

    /// A private copy of the linked library, or nil where one cannot be had: not glibc, no namespace left (glibc
    /// has 16, and each takes static TLS), or a copy whose node types differ from the linked one's.
    static func load() -> CMarkParserCopy? {
        guard let dlmopen = symbol("dlmopen", as: (@convention(c) (Int, UnsafePointer<CChar>?, Int32)
                                                     -> UnsafeMutableRawPointer?).self),
              let dladdr = symbol("dladdr", as: (@convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?)
                                                   -> Int32).self),
              let registration = dlsym(nil, "cmark_gfm_core_extensions_ensure_registered")
        else { return nil }
        // Dl_info: the file's name, its base, the symbol's name, its address.
        var info: (UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafePointer<CChar>?, UnsafeRawPointer?)
        info = (nil, nil, nil, nil)
        guard withUnsafeMutablePointer(to: &info, { dladdr(registration, $0) }) != 0, let file = info.0,
              let library = dlmopen(-1 /* LM_ID_NEWLM */, file, RTLD_NOW | RTLD_LOCAL) else { return nil }
        func function<F>(_ name: String, _ type: F.Type) -> F? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let register = function("cmark_gfm_core_extensions_ensure_registered", (@convention(c) () -> Void).self),
              let newParser = function("cmark_parser_new_with_mem", NewParser.self),
              let findExtension = function("cmark_find_syntax_extension", FindExtension.self),
              let attach = function("cmark_parser_attach_syntax_extension", Attach.self),
              let feed = function("cmark_parser_feed", Feed.self),
              let finish = function("cmark_parser_finish", Finish.self),
              let extensions = function("cmark_parser_get_syntax_extensions", Extensions.self),
              let prepareThread = function("__ctype_init", (@convention(c) () -> Void).self)
        else { dlclose(library); return nil }
        register()
        _ = linked
        // Extensions number their node types as they register; the linked library's walk and renderer compare
        // against its own numbers, so the copy's must be the same.
        for name in ["CMARK_NODE_TABLE", "CMARK_NODE_TABLE_ROW", "CMARK_NODE_TABLE_CELL", "CMARK_NODE_STRIKETHROUGH"] {
            guard let own = dlsym(library, name), let theirs = dlsym(nil, name),
                  own.load(as: UInt32.self) == theirs.load(as: UInt32.self) else { dlclose(library); return nil }
        }
        return CMarkParserCopy(newParser: newParser, findExtension: findExtension, attach: attach, feed: feed,
                               finish: finish, extensions: extensions, prepareThread: prepareThread)
    }

    private static func symbol<F>(_ name: String, as type: F.Type) -> F? {
        dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }
}
