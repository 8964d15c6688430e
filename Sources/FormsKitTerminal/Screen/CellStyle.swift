/// How a cell is drawn: colours and attributes.
public struct CellStyle: Hashable, Sendable {
    /// The text colour; `nil` for the terminal's default.
    public var foreground: TerminalColor?
    /// The background colour; `nil` for the terminal's default.
    public var background: TerminalColor?
    public var isBold = false
    public var isDim = false
    public var isUnderlined = false
    /// Swaps foreground and background: the focused row's cursor.
    public var isReversed = false

    /// Creates a style.
    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false, dim: Bool = false, underline: Bool = false,
        reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = bold
        self.isDim = dim
        self.isUnderlined = underline
        self.isReversed = reverse
    }

    /// The terminal's default look.
    public static let plain = CellStyle()

    /// This style with `other`'s colours where this one has none, and both
    /// styles' attributes.
    public func merged(with other: CellStyle) -> CellStyle {
        CellStyle(
            foreground: foreground ?? other.foreground,
            background: background ?? other.background,
            bold: isBold || other.isBold,
            dim: isDim || other.isDim,
            underline: isUnderlined || other.isUnderlined,
            reverse: isReversed || other.isReversed
        )
    }
}

/// A colour the terminal can show: one of the 16 standard colours, or 24-bit.
public enum TerminalColor: Hashable, Sendable {
    /// A standard colour, 0–15.
    case ansi(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}

/// What colours a terminal takes.
public enum ColorMode: Hashable, Sendable {
    /// None: `NO_COLOR` is set, or the terminal is colourless. Attributes
    /// (bold, reverse, underline) still mark focus and errors.
    case none
    /// The 16 standard colours.
    case ansi16
    /// 24-bit colours.
    case trueColor

    /// The mode the environment asks for: `NO_COLOR` (any value) or
    /// `TERM=dumb` give ``none``; `COLORTERM=truecolor` or `24bit` give
    /// ``trueColor``; otherwise ``ansi16``.
    public static func detect(environment: [String: String]) -> ColorMode {
        if environment["NO_COLOR"] != nil { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" || term.isEmpty { return .none }
        if let colorTerm = environment["COLORTERM"], colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        return .ansi16
    }
}
