/// A key press, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    case enter, tab, backTab, backspace, delete, escape
    case up, down, left, right, home, end, pageUp, pageDown
    /// A control key: `.control("s")` is Ctrl-S.
    case control(Character)
    /// Text pasted in bracketed-paste mode, delivered at once.
    case paste(String)

    /// A short name for help lines and diagnostics: `ctrl+s`, `shift+tab`, `↑`.
    public var name: String {
        switch self {
        case .character(" "): return "space"
        case .character(let character): return String(character)
        case .enter: return "enter"
        case .tab: return "tab"
        case .backTab: return "shift+tab"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .escape: return "esc"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pgup"
        case .pageDown: return "pgdn"
        case .control(let character): return "ctrl+\(character)"
        case .paste: return "paste"
        }
    }
}
