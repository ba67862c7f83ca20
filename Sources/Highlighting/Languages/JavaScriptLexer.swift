/// JavaScript: template literals with nested holes, regex literals told from division, numeric forms, hashbang.
struct JavaScriptLexer: Lexer {
    static let names = ["javascript", "js", "mjs", "cjs", "jsx"]
    static let syntax = CLikeSyntax(.javascript, words: [
        (.keyword, """
            for in while do break return continue switch case default if else throw try catch finally yield await \
            async this of static export import debugger extends super
            """),
        (.keywordDeclaration, "var let const with function class"),
        (.keywordReserved, """
            constructor from as abstract boolean byte char double enum final float goto implements int interface \
            long native package private protected public short synchronized throws transient volatile
            """),
        (.operatorWord, "typeof instanceof in void delete new"),
        (.keywordConstant, "true false null NaN Infinity undefined"),
        (.nameBuiltin, """
            Array Boolean Date BigInt Function Math ArrayBuffer Number Object RegExp String Promise Proxy decodeURI \
            decodeURIComponent encodeURI encodeURIComponent eval isFinite isNaN parseFloat parseInt DataView \
            document window globalThis global Symbol Intl WeakSet WeakMap Set Map Reflect JSON Atomics Int8Array \
            Int16Array Int32Array BigInt64Array Float32Array Float64Array Uint8ClampedArray Uint8Array Uint16Array \
            Uint32Array BigUint64Array
            """),
        (.nameException, "Error EvalError InternalError RangeError ReferenceError SyntaxError TypeError URIError"),
    ])

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = CLikeScanner(code: code, syntax: Self.syntax)
        return scanner.tokens()
    }
}
