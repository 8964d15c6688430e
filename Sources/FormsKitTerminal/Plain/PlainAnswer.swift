import Foundation

/// An answer to a line-by-line question, as typed: keep the value (Enter
/// alone), clear it (`-`), go back to the previous question (`<`), or text.
/// A backslash before what would be a command makes it text: `\-` is a
/// dash, `\<` a `<` (and `\\-` is `\-`). Any other backslash is text, and
/// kept: `C:\Users`, `\o/`.
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
        default: self = .text(Self.unescaped(trimmed, commands: ["-", "<"]) ?? line)
        }
    }

    /// The line that ends an answer of several lines.
    static let end = "."

    /// A line of an answer of several lines, as text: as typed, but for a
    /// backslash before what would be a command there (`\.` is a line
    /// holding a period, `\-` a dash, `\<` a `<`).
    static func textLine(_ line: String) -> String {
        unescaped(line.trimmingCharacters(in: .whitespaces), commands: [end, "-", "<"]) ?? line
    }

    /// `text` without its first backslash when that backslash makes a
    /// command text: what follows the backslashes is one of `commands`.
    /// `nil` when the backslash is text.
    private static func unescaped(_ text: String, commands: Set<String>) -> String? {
        guard text.hasPrefix("\\") else { return nil }
        let rest = text.dropFirst()
        guard commands.contains(String(rest.drop { $0 == "\\" })) else { return nil }
        return String(rest)
    }
}
