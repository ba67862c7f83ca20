/// A lexical class of highlighted code, spelled as Pygments' short CSS class, so that the many Pygments, Chroma and
/// Rouge themes apply to folio's output unchanged. Code outside every token is plain text, with no class.
public enum TokenClass: String, Sendable, CaseIterable {
    case keyword = "k", keywordConstant = "kc", keywordDeclaration = "kd", keywordNamespace = "kn"
    case keywordPseudo = "kp", keywordReserved = "kr", keywordType = "kt"
    case name = "n", nameAttribute = "na", nameBuiltin = "nb", nameBuiltinPseudo = "bp", nameClass = "nc"
    case nameConstant = "no", nameDecorator = "nd", nameEntity = "ni", nameException = "ne", nameFunction = "nf"
    case nameLabel = "nl", nameNamespace = "nn", nameTag = "nt", nameVariable = "nv", nameProperty = "py"
    case string = "s", stringAffix = "sa", stringBacktick = "sb", stringChar = "sc", stringDelimiter = "dl"
    case stringDoc = "sd", stringDouble = "s2", stringEscape = "se", stringHeredoc = "sh"
    case stringInterpolation = "si", stringOther = "sx", stringRegex = "sr", stringSingle = "s1"
    case stringSymbol = "ss"
    case number = "m", numberBinary = "mb", numberFloat = "mf", numberHex = "mh", numberInteger = "mi"
    case numberOctal = "mo"
    case `operator` = "o", operatorWord = "ow", punctuation = "p"
    case comment = "c", commentHashbang = "ch", commentMultiline = "cm", commentPreproc = "cp"
    case commentPreprocFile = "cpf", commentSingle = "c1", commentSpecial = "cs"
    case genericDeleted = "gd", genericEmph = "ge", genericHeading = "gh", genericInserted = "gi"
    case genericOutput = "go", genericPrompt = "gp", genericStrong = "gs", genericSubheading = "gu"
    case genericTraceback = "gt"
    case literal = "l", literalDate = "ld", error = "err"
}
