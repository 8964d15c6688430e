/// A key press, decoded from the bytes a terminal sends.
public indirect enum Key: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    case enter, tab, backTab, backspace, delete, escape
    case up, down, left, right, home, end, pageUp, pageDown
    /// A control key: `.control("s")` is Ctrl-S.
    case control(Character)
    /// A function key: `.function(1)` is F1.
    case function(Int)
    /// Text pasted in bracketed-paste mode, delivered at once.
    case paste(String)
    /// A key held with modifiers: Alt-b is `.modified(.character("b"), .alt)`,
    /// Ctrl-← is `.modified(.left, .control)`.
    case modified(Key, KeyModifiers)

    /// A key held with Alt (Option on a Mac).
    public static func alt(_ key: Key) -> Key { .modified(key, .alt) }

    /// A short name for help lines and diagnostics: `ctrl+s`, `shift+tab`, `↑`, `alt+↑`.
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
        case .function(let number): return "f\(number)"
        case .paste: return "paste"
        case .modified(let key, let modifiers): return modifiers.prefix + key.name
        }
    }
}

/// Keys held with another key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let control = KeyModifiers(rawValue: 4)

    /// `ctrl+alt+shift+`, in that order, for key names.
    var prefix: String {
        (contains(.control) ? "ctrl+" : "") + (contains(.alt) ? "alt+" : "") + (contains(.shift) ? "shift+" : "")
    }

    /// The modifiers of an xterm-style parameter: 2 shift, 3 alt, 5 ctrl,
    /// and sums. Any number, to the ends of `Int`, is read (the bytes come
    /// from the terminal, or from whatever was pasted into it).
    init(xtermParameter: Int) {
        let bits = xtermParameter <= 1 ? 0 : xtermParameter - 1
        self.init(rawValue: UInt8(bits & 0b111))
    }
}
