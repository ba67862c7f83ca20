/// Ruby: heredocs, `%`-literals with any delimiter, regex literals told from division, interpolation nested to
/// any depth, symbols and `key:` labels, instance, class and global variables, and what `def`, `class` and
/// `module` declare.
struct RubyLexer: Lexer {
    static let names = ["ruby", "rb", "duby", "gemspec", "rake", "podspec", "podfile", "gemfile"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = RubyScanner(code: code)
        if code.has("#!", at: 0) {
            scanner.i = code.lineEnd(from: 0)
            scanner.sink.add(.commentHashbang, 0, scanner.i)
        }
        scanner.run(inInterpolation: false)
        return scanner.sink.tokens
    }

    static let words = WordTable([
        (.keyword, """
            BEGIN END alias begin break case do else elsif end ensure for if in next redo rescue raise retry \
            return super then undef unless until when while yield
            """),
        (.keywordPseudo, """
            initialize new loop include extend attr_reader attr_writer attr_accessor attr catch throw private \
            module_function public protected true false nil
            """),
        (.operatorWord, "not and or"),
    ])
    /// Kernel's and Module's methods, read where no `.` comes before them.
    static let builtins = WordTable([(.nameBuiltin, """
        Array Float Integer String __id__ __send__ abort ancestors at_exit autoload binding \
        callcc caller chomp chop class_eval class_variables clone const_get const_missing const_set constants \
        display dup eval exec exit extend fail fork format freeze getc gets global_variables gsub hash id \
        included_modules inspect instance_eval instance_method instance_methods instance_variable_get \
        instance_variable_set instance_variables lambda load local_variables method method_missing methods \
        module_eval name object_id open p pp print printf private_class_method private_instance_methods \
        private_methods proc protected_instance_methods protected_methods public_class_method \
        public_instance_methods public_methods putc puts rand readline readlines require require_relative \
        scan select self send set_trace_func singleton_methods sleep split sprintf srand sub syscall system \
        taint test to_a to_s trace_var trap untaint untrace_var warn
        """)])
    /// Predicates that read as builtins with their `?`.
    static let predicates = WordTable([(.nameBuiltin, """
        autoload block_given const_defined eql equal frozen include instance_of is_a iterator kind_of \
        method_defined nil private_method_defined protected_method_defined public_method_defined respond_to \
        tainted
        """)])
    /// Words after which a `/` opens a regex.
    static let regexAfter = WordTable([(.keyword, "when or and if elsif index scan sub gsub match")])
}
