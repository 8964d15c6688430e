@_spi(FormsKitSurface) import FormsKitModel

/// The styles a terminal form is drawn with, derived from a `FormTheme` and
/// the terminal's ``ColorMode``. Without colour, attributes carry the meaning:
/// focus is bold, the cursor reversed, errors bold.
public struct TerminalPalette: Sendable {
    public var title: CellStyle
    public var label: CellStyle
    public var focusedLabel: CellStyle
    public var focusMarker: CellStyle
    public var value: CellStyle
    public var placeholder: CellStyle
    public var cursor: CellStyle
    public var secondary: CellStyle
    public var error: CellStyle
    public var border: CellStyle
    public var accent: CellStyle
    public var selected: CellStyle
    public var button: CellStyle
    public var focusedButton: CellStyle
    public var disabled: CellStyle
    public var helpKey: CellStyle
    public var helpText: CellStyle
    public var dialog: CellStyle
    /// The background colour role applied by `ChromeNode/background(_:_:)`.
    public var backgrounds: [ThemeColorRole: TerminalColor]

    /// The colour mode the palette draws in.
    public let colorMode: ColorMode

    /// The terminal colour for a theme colour in this palette's mode; `nil`
    /// for the terminal's default, or without colour.
    public func color(_ themeColor: ThemeColor) -> TerminalColor? {
        Self.color(themeColor, in: colorMode)
    }

    private static func color(_ themeColor: ThemeColor, in mode: ColorMode) -> TerminalColor? {
        switch mode {
        case .none: return nil
        case .ansi16: return themeColor.ansi.map(TerminalColor.ansi)
        case .trueColor:
            if let rgb = themeColor.rgb { return .rgb(rgb.red, rgb.green, rgb.blue) }
            return themeColor.ansi.map(TerminalColor.ansi)
        }
    }

    /// The palette for `theme` in `mode`.
    public init(theme: FormTheme, colorMode mode: ColorMode) {
        self.colorMode = mode
        func color(_ role: ThemeColorRole) -> TerminalColor? { Self.color(theme[role], in: mode) }
        let accent = color(.accent)
        let errorColor = color(.error)
        let secondaryColor = color(.secondaryText)
        let colorless = mode == .none
        title = CellStyle(foreground: color(.emphasis), bold: true)
        label = CellStyle(foreground: color(.text))
        focusedLabel = CellStyle(foreground: accent, bold: true)
        focusMarker = CellStyle(foreground: accent, bold: true)
        value = CellStyle(foreground: color(.text))
        placeholder = CellStyle(foreground: secondaryColor, dim: true)
        cursor = CellStyle(reverse: true)
        secondary = CellStyle(foreground: secondaryColor, dim: colorless)
        error = CellStyle(foreground: errorColor, bold: colorless)
        border = CellStyle(foreground: color(.separator), dim: colorless)
        self.accent = CellStyle(foreground: accent)
        selected = CellStyle(foreground: accent, bold: true)
        button = CellStyle(foreground: accent, bold: true)
        focusedButton = CellStyle(foreground: accent, bold: true, reverse: true)
        disabled = CellStyle(foreground: secondaryColor, dim: true)
        helpKey = CellStyle(foreground: color(.text), bold: true)
        helpText = CellStyle(foreground: secondaryColor, dim: colorless)
        dialog = CellStyle(foreground: errorColor, bold: true, reverse: colorless)
        var backgrounds: [ThemeColorRole: TerminalColor] = [:]
        for role in [ThemeColorRole.primaryBackground, .secondaryBackground] {
            if let background = color(role) { backgrounds[role] = background }
        }
        self.backgrounds = backgrounds
    }

    /// The style of text in `role`.
    public func style(for role: TextRole) -> CellStyle {
        switch role {
        case .title, .headline: return title
        case .body: return value
        case .caption, .footnote: return secondary
        }
    }
}
