import Foundation

/// An answer to a line-by-line question, as typed: keep the value (Enter
/// alone), clear it (`-`), go back to the previous question (`<`), or text.
/// A leading backslash makes the rest literal: `\-` is a dash, `\<` a `<`.
enum PlainAnswer: Equatable {
    case keep
    case clear
    case back
    case text(String)

    init(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        switch trimmed {
        case "": self = .keep
        case "-": self = .clear
        case "<": self = .back
        default:
            self = .text(trimmed.hasPrefix("\\") ? String(trimmed.dropFirst()) : line)
        }
    }
}
