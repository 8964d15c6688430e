/// Which keys do what in a terminal form: a value, replaceable in part.
///
/// The defaults are FormsKit's key contract: Tab or ↓ next field, Shift-Tab
/// or ↑ previous; Enter runs a single-line field's `onSubmit` chain; Ctrl-S
/// submits from anywhere; Space toggles; ← and → change pickers, steppers and
/// sliders; Enter opens a link and Esc goes back; Esc on the first form
/// cancels; Ctrl-C aborts at once.
public struct KeyMap: Hashable, Sendable {
    public var next: Set<Key> = [.tab, .down]
    public var previous: Set<Key> = [.backTab, .up]
    public var submit: Set<Key> = [.control("s")]
    public var cancel: Set<Key> = [.escape]
    public var abort: Set<Key> = [.control("c")]
    public var toggle: Set<Key> = [.character(" ")]
    public var activate: Set<Key> = [.enter]
    public var increase: Set<Key> = [.right]
    public var decrease: Set<Key> = [.left]
    /// Starts filtering a multiple-choice row's options.
    public var filter: Set<Key> = [.character("/")]

    /// The default key map.
    public init() {}

    /// The default key map.
    public static let `default` = KeyMap()
}
