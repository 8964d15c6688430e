import FormsKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a terminal puts right-to-left text (Arabic) in reading order.
///
/// A terminal gets text in the order it is stored; drawing Arabic right to
/// left, its letters joined, is the terminal's own work, and many do not do
/// it: xterm does not, and tmux and screen undo it for the terminal around
/// them. There, Arabic reads letter-reversed. FormsKit does not reorder
/// lines itself (a line half reordered by FormsKit and half by the terminal
/// would read worse), so a program asked to speak Arabic says so, with
/// ``notice(for:environment:width:)``, and the person may choose another language.
public enum RightToLeftSupport {
    /// Whether the terminal described by `environment` is known to draw
    /// right-to-left text in reading order: Terminal on macOS, Konsole,
    /// GNOME Terminal and others on VTE 0.58 or later, and mlterm; never
    /// inside tmux or screen.
    public static func isKnown(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") { return false }
        if environment["TERM_PROGRAM"] == "Apple_Terminal" || environment["KONSOLE_VERSION"] != nil || term.hasPrefix("mlterm") { return true }
        if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5_800 { return true }
        return false
    }

    /// What to tell a person who asked for `language` on a terminal that
    /// does not draw it in reading order, in English and in that language,
    /// wrapped between words to `width` columns when given; `nil` for a
    /// left-to-right language or a terminal that does.
    public static func notice(for language: FormLanguage, environment: [String: String], width: Int? = nil) -> String? {
        guard language.isRightToLeft, !isKnown(environment: environment) else { return nil }
        let english = TerminalWords.catalog.text("rightToLeft.unordered", in: .english)
        let own = TerminalWords.catalog.text("rightToLeft.unordered", in: language)
        let paragraphs = own == english ? [english] : [english, own]
        guard let width else { return paragraphs.joined(separator: "\n") }
        return paragraphs.flatMap { TextWrapping.wrap($0, width: max(8, width - 1)) }.joined(separator: "\n")
    }

    /// One line of ``notice(for:environment:width:)`` for a form's own
    /// screen, which a full-screen form shows over what was written before
    /// it: in English, which reads in any terminal; `nil` where no notice is
    /// needed.
    static func shortNotice(for language: FormLanguage, environment: [String: String]) -> String? {
        guard language.isRightToLeft, !isKnown(environment: environment) else { return nil }
        return TerminalWords.catalog.text("rightToLeft.unorderedShort", in: .english)
    }

    /// The width of the terminal on standard error, if it is one.
    public static var standardErrorWidth: Int? {
        SystemTerminal.size(of: STDERR_FILENO)?.width
    }
}
