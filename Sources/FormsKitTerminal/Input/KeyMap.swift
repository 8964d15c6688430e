/// Which keys do what in a terminal form: a value, replaceable in part. The
/// first key of each action is the one help lines show.
///
/// The defaults: Tab or ↓ next row, Shift-Tab or ↑ previous; Enter moves on
/// (the `onSubmit` chain; it submits from the last row, presses buttons and
/// opens links); Ctrl-S submits from anywhere; Space toggles and chooses; ←
/// and → change toggles, pickers, steppers and sliders; PgUp/PgDn scroll a
/// page, Home/End go to the first or last row (outside text); Ctrl-X removes
/// the focused element of a list and Alt-↑/Alt-↓ move it; Esc goes back, or
/// cancels on the first form; Ctrl-C aborts at once; ? (where it is not
/// typed as text) or F1 lists every key.
public struct KeyMap: Hashable, Sendable {
    public var next: [Key] = [.tab, .down]
    public var previous: [Key] = [.backTab, .up]
    public var submit: [Key] = [.control("s")]
    public var cancel: [Key] = [.escape]
    public var abort: [Key] = [.control("c")]
    public var toggle: [Key] = [.character(" ")]
    public var activate: [Key] = [.enter]
    public var increase: [Key] = [.right]
    public var decrease: [Key] = [.left]
    /// Starts filtering a multiple-choice row's options.
    public var filter: [Key] = [.character("/")]
    public var pageDown: [Key] = [.pageDown]
    public var pageUp: [Key] = [.pageUp]
    /// The first row; in text, Home moves the cursor and Ctrl-Home goes here.
    public var first: [Key] = [.home, .modified(.home, .control)]
    /// The last row; in text, End moves the cursor and Ctrl-End goes here.
    public var last: [Key] = [.end, .modified(.end, .control)]
    /// Removes the focused element of a repeated group.
    public var removeElement: [Key] = [.control("x")]
    /// Moves the focused element of a repeated group up.
    public var moveElementUp: [Key] = [.alt(.up)]
    /// Moves the focused element of a repeated group down.
    public var moveElementDown: [Key] = [.alt(.down)]
    /// Shows every key of the form, in place of the form, and closes that
    /// list again. A key that types text (`?`) does so only where it is
    /// not typed: outside text fields and filters.
    public var keys: [Key] = [.character("?"), .function(1)]

    /// The default key map.
    public init() {}

    /// The default key map.
    public static let `default` = KeyMap()
}

extension Array where Element == Key {
    /// The name of the first key, for help lines.
    var helpName: String { first?.name ?? "" }
}

/// Key names joined for help lines.
enum KeyNames {
    /// Two actions' first keys, sharing their modifiers: `alt+↑/↓`, `←/→`.
    static func pair(_ first: [Key], _ second: [Key]) -> String {
        let (a, b) = (first.helpName, second.helpName)
        if case .modified(_, let modifiers)? = first.first, case .modified(let key, modifiers)? = second.first {
            return a + "/" + key.name
        }
        return a + "/" + b
    }
}
