@testable import Highlighting
import Testing

@Suite struct ObjectiveCLexerTests {
    @Test("Objective-C: @interface, method lines and their selector parts, @ literals, Cocoa classes")
    func trickyParts() {
        #expect(Lexed.significant(ObjectiveCLexer(), LexerSamples.objectiveC) == [
            Lexed("@interface", .keyword),
            Lexed("Cat", .nameClass),
            Lexed("NSObject", .nameClass),
            Lexed("void", .keywordType),
            Lexed("feed:", .nameFunction),
            Lexed("NSString", .nameBuiltinPseudo),
            Lexed("food", .nameVariable),
            Lexed("times:", .nameFunction),
            Lexed("int", .keywordType),
            Lexed("n", .nameVariable),
            Lexed("@end", .keyword),
            Lexed("NSArray", .nameBuiltinPseudo),
            Lexed("a", .name),
            Lexed("@[", .literal),
            Lexed("@\"x\"", .string),
            Lexed("@42", .numberInteger),
            Lexed("@YES", .number),
        ])
    }
}
