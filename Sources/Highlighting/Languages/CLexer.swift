/// C, with its preprocessor lines, `#if 0` blocks, labels and the names of the functions it defines.
struct CLexer: Lexer {
    static let names = ["c", "h"]
    static let syntax = CLikeSyntax(.c, words: [
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
    ], types: "struct union")

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = CLikeScanner(code: code, syntax: Self.syntax)
        return scanner.tokens()
    }
}
