/// Objective-C: C with `@` literals and keywords, message sends, method lines and Apple's framework names.
struct ObjectiveCLexer: Lexer {
    static let names = ["objective-c", "objc", "obj-c", "objectivec"]
    static let syntax = CLikeSyntax(.objectiveC, words: [
        (.keyword, """
            asm auto break case const constexpr continue default do else enum extern for goto if register return \
            sizeof static switch typedef typeof typeof_unqual volatile while union struct thread_local alignas \
            alignof static_assert _Pragma _Alignas _Alignof _Atomic _Generic _Noreturn _Static_assert _Thread_local
            """),
        (.keywordReserved, """
            inline _inline __inline __inline__ __asm__ __attribute__ naked restrict __restrict thread __int8 \
            __int16 __int32 __int64 __wchar_t __declspec __stdcall __cdecl __fastcall __forceinline __try __except \
            __finally
            """),
        (.keywordType, """
            bool int long float short double char unsigned signed void _Bool _Complex _BitInt __int128 size_t \
            ssize_t off_t wchar_t ptrdiff_t sig_atomic_t fpos_t clock_t time_t va_list jmp_buf FILE DIR div_t \
            ldiv_t mbstate_t wctrans_t wint_t wctype_t int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t \
            uint64_t int_least8_t int_least16_t int_least32_t int_least64_t uint_least8_t uint_least16_t \
            uint_least32_t uint_least64_t int_fast8_t int_fast16_t int_fast32_t int_fast64_t uint_fast8_t \
            uint_fast16_t uint_fast32_t uint_fast64_t intptr_t uintptr_t intmax_t uintmax_t clockid_t cpu_set_t \
            cpumask_t dev_t gid_t id_t ino_t key_t mode_t nfds_t pid_t rlim_t sig_t sighandler_t siginfo_t sigset_t \
            sigval_t socklen_t timer_t uid_t atomic_bool atomic_int atomic_uint atomic_long atomic_ulong \
            atomic_llong atomic_ullong atomic_size_t atomic_intptr_t atomic_uintptr_t
            """),
        (.nameBuiltin, "true false NULL nullptr"),
        (.keyword, """
            __bridge __bridge_transfer __bridge_retained __autoreleasing __block __weak __strong weak strong copy \
            retain assign unsafe_unretained atomic nonatomic readonly readwrite setter getter in out inout release \
            class
            """),
        (.keywordType, """
            id instancetype Class IMP SEL BOOL IBOutlet IBAction unichar Boolean UInt8 SInt8 UInt16 SInt16 UInt32 \
            SInt32
            """),
        (.nameBuiltin, "YES NO nil Nil self super TRUE FALSE"),
    ], types: "struct union")
    static let atKeywords = WordTable([(.keyword, """
        @selector @private @protected @public @package @encode @synchronized @try @throw @catch @finally @end \
        @property @synthesize @dynamic @optional @required @autoreleasepool @import @interface @implementation \
        @class @protocol @available @compatibility_alias @defs
        """)])
    /// Foundation's scalar types, which are no classes.
    static let cocoaScalars = WordTable([(.keywordType, """
        NSUInteger NSInteger NSTimeInterval NSZone NSRange NSRect NSSize NSPoint NSComparisonResult \
        NSStringEncoding NSExceptionName NSErrorDomain NSNotificationName NSRunLoopMode
        """)])
    /// The endings of Foundation's and UIKit's constant and option names.
    static let scalarSuffixes: [StaticString] = [
        "Encoding", "Mode", "Options", "Format", "Key", "Range", "Rect", "Size", "Point", "Ref", "Type", "Style",
        "Status", "Count", "Frame", "Result", "Domain", "Policy", "Priority", "State", "Direction", "Mask", "Level",
        "Orientation", "Error", "Name", "Value", "Info",
    ]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = CLikeScanner(code: code, syntax: Self.syntax)
        return scanner.tokens()
    }
}
