/// Python: docstrings, strings with every prefix, f-strings whose holes are code, decorators, the names that
/// `def`, `class` and imports declare, builtins, exceptions and magic methods, soft keywords, numbers.
struct PythonLexer: Lexer {
    static let names = ["python", "py", "python3", "py3", "pyi", "sage", "bazel", "starlark"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = PythonScanner(code: code)
        if code.has("#!", at: 0) {
            scanner.i = code.lineEnd(from: 0)
            scanner.sink.add(.commentHashbang, 0, scanner.i)
        }
        scanner.run(inFString: false)
        return scanner.sink.tokens
    }

    static let words = WordTable([
        (.keyword, """
            assert async await break continue del elif else except finally for global if lambda pass raise \
            nonlocal return try while yield as with def class
            """),
        (.keywordConstant, "True False None"),
        (.operatorWord, "in is and or not"),
        (.keywordNamespace, "from import"),
    ])
    /// Builtins, read only where no `.` comes before them.
    static let builtins = WordTable([
        (.nameBuiltin, """
            __import__ abs aiter all any anext ascii bin bool bytearray breakpoint bytes callable chr classmethod \
            compile complex delattr dict dir divmod enumerate eval exec filter float format frozenset getattr \
            globals hasattr hash help hex id input int isinstance issubclass iter len list locals map max \
            memoryview min next object oct open ord pow print property range repr reversed round set setattr \
            slice sorted staticmethod str sum super tuple type vars zip
            """),
        (.nameBuiltinPseudo, "self cls Ellipsis NotImplemented"),
        (.nameException, """
            ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup BlockingIOError \
            BrokenPipeError BufferError BytesWarning ChildProcessError ConnectionAbortedError ConnectionError \
            ConnectionRefusedError ConnectionResetError DeprecationWarning EOFError EncodingWarning \
            EnvironmentError Exception ExceptionGroup FileExistsError FileNotFoundError FloatingPointError \
            FutureWarning GeneratorExit IOError ImportError ImportWarning IndentationError IndexError \
            InterruptedError IsADirectoryError KeyError KeyboardInterrupt LookupError MemoryError \
            ModuleNotFoundError NameError NotADirectoryError NotImplementedError OSError OverflowError \
            PendingDeprecationWarning PermissionError ProcessLookupError RecursionError ReferenceError \
            ResourceWarning RuntimeError RuntimeWarning StopAsyncIteration StopIteration SyntaxError \
            SyntaxWarning SystemError SystemExit TabError TimeoutError TypeError UnboundLocalError \
            UnicodeDecodeError UnicodeEncodeError UnicodeError UnicodeTranslateError UnicodeWarning UserWarning \
            ValueError Warning ZeroDivisionError
            """),
    ])
    /// The data model's special methods.
    static let magicMethods = WordTable([(.nameFunction, """
        __abs__ __add__ __aenter__ __aexit__ __aiter__ __and__ __anext__ __await__ __bool__ __bytes__ __call__ \
        __ceil__ __class_getitem__ __complex__ __contains__ __copy__ __deepcopy__ __del__ __delattr__ __delete__ \
        __delitem__ __dir__ __divmod__ __enter__ __eq__ __exit__ __float__ __floor__ __floordiv__ __format__ \
        __fspath__ __ge__ __get__ __getattr__ __getattribute__ __getitem__ __getnewargs__ __getstate__ __gt__ \
        __hash__ __iadd__ __iand__ __ifloordiv__ __ilshift__ __imatmul__ __imod__ __imul__ __index__ __init__ \
        __init_subclass__ __instancecheck__ __int__ __invert__ __ior__ __ipow__ __irshift__ __isub__ __iter__ \
        __itruediv__ __ixor__ __le__ __len__ __length_hint__ __lshift__ __lt__ __matmul__ __missing__ __mod__ \
        __mul__ __ne__ __neg__ __new__ __next__ __or__ __pos__ __pow__ __prepare__ __radd__ __rand__ \
        __rdivmod__ __reduce__ __reduce_ex__ __repr__ __reversed__ __rfloordiv__ __rlshift__ __rmatmul__ \
        __rmod__ __rmul__ __ror__ __round__ __rpow__ __rrshift__ __rshift__ __rsub__ __rtruediv__ __rxor__ \
        __set__ __set_name__ __setattr__ __setitem__ __setstate__ __sizeof__ __str__ __sub__ \
        __subclasscheck__ __truediv__ __trunc__ __xor__
        """)])
    /// Dunder attributes: the data model's variables.
    static let magicVariables = WordTable([(.nameVariable, """
        __annotations__ __bases__ __class__ __closure__ __code__ __defaults__ __dict__ __doc__ __file__ __func__ \
        __globals__ __kwdefaults__ __module__ __mro__ __name__ __objclass__ __qualname__ __self__ __slots__ \
        __weakref__
        """)])
}
