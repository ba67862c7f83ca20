/// Rust: nested and doc comments, raw and byte strings, lifetimes, attributes, macros, and type names after `:`
/// and `->`.
struct RustLexer: Lexer {
    static let names = ["rust", "rs"]
    static let syntax = CLikeSyntax(.rust, words: [
        (.keyword, """
            as async await box const crate dyn else extern for if impl in loop match move mut pub ref return static \
            super trait unsafe use where while mod fn struct enum type union break continue
            """),
        (.keywordReserved, "abstract become do final macro override priv typeof try unsized virtual yield"),
        (.keywordConstant, "true false"),
        (.nameBuiltinPseudo, "self Self"),
        (.keywordDeclaration, "let"),
        (.keywordType, "u8 u16 u32 u64 u128 i8 i16 i32 i64 i128 usize isize f32 f64 char str bool"),
        (.nameBuiltin, """
            Copy Send Sized Sync Unpin Drop Fn FnMut FnOnce drop Box ToOwned Clone PartialEq PartialOrd Eq Ord \
            AsRef AsMut Into From Default Iterator Extend IntoIterator DoubleEndedIterator ExactSizeIterator Option \
            Some None Result Ok Err String ToString Vec
            """),
    ], types: "struct enum type union", functions: "fn", namespaces: "mod")
    /// The standard library's macros, whose calls (`println!`) read as builtins.
    static let macros = WordTable([(.nameFunction, """
        asm assert assert_eq assert_ne cfg column compile_error concat dbg debug_assert debug_assert_eq \
        debug_assert_ne env eprint eprintln file format format_args global_asm include include_bytes include_str \
        line macro_rules matches module_path option_env panic print println stringify thread_local todo \
        unimplemented unreachable vec write writeln
        """)])

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = CLikeScanner(code: code, syntax: Self.syntax)
        return scanner.tokens()
    }
}
