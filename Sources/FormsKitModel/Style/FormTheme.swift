/// The colours of a form, by role. Every surface maps them to its own means:
/// terminal colours, CSS custom properties, SwiftUI colours.
public struct FormTheme: Hashable, Sendable {
    /// Behind rows (a theme's `primaryBackgroundColor`, as `listRowBackground`).
    public var primaryBackground: ThemeColor
    /// Behind the form (a theme's `secondaryBackgroundColor`, the form's own hidden).
    public var secondaryBackground: ThemeColor
    /// Focus, links, the submit action.
    public var accent: ThemeColor
    /// Error messages and invalid fields.
    public var error: ThemeColor
    /// Titles and headlines.
    public var emphasis: ThemeColor
    /// Body text.
    public var text: ThemeColor
    /// Captions, footers, placeholders.
    public var secondaryText: ThemeColor
    /// Borders and dividers.
    public var separator: ThemeColor

    /// Creates a theme.
    public init(
        primaryBackground: ThemeColor, secondaryBackground: ThemeColor, accent: ThemeColor, error: ThemeColor,
        emphasis: ThemeColor, text: ThemeColor, secondaryText: ThemeColor, separator: ThemeColor
    ) {
        self.primaryBackground = primaryBackground
        self.secondaryBackground = secondaryBackground
        self.accent = accent
        self.error = error
        self.emphasis = emphasis
        self.text = text
        self.secondaryText = secondaryText
        self.separator = separator
    }

    /// The colour for `role`.
    public subscript(role: ThemeColorRole) -> ThemeColor {
        switch role {
        case .primaryBackground: return primaryBackground
        case .secondaryBackground: return secondaryBackground
        case .accent: return accent
        case .error: return error
        case .emphasis: return emphasis
        case .text: return text
        case .secondaryText: return secondaryText
        case .separator: return separator
        }
    }

    /// Blue accent, red errors, titles and text in the surface's own colour
    /// (readable on light and dark backgrounds alike), on the terminal's or
    /// system's own background.
    public static let standard = FormTheme(
        primaryBackground: .default, secondaryBackground: .default,
        accent: ThemeColor(red: 0x0A, green: 0x84, blue: 0xFF, ansi: 12),
        error: ThemeColor(red: 0xFF, green: 0x45, blue: 0x3A, ansi: 9),
        emphasis: .default,
        text: .default,
        secondaryText: ThemeColor(red: 0x8E, green: 0x8E, blue: 0x93, ansi: 8),
        separator: ThemeColor(red: 0x48, green: 0x48, blue: 0x4A, ansi: 8)
    )
}

/// The roles of a ``FormTheme``, as the ``ChromeNode`` vocabulary names colours.
public enum ThemeColorRole: String, Hashable, Sendable, CaseIterable {
    case primaryBackground, secondaryBackground, accent, error, emphasis, text, secondaryText, separator
}

/// A colour: 24-bit RGB with the nearest of the 16 standard terminal colours,
/// or the surface's default.
public struct ThemeColor: Hashable, Sendable {
    /// Red, green, blue; `nil` for the surface's default colour.
    public var rgb: (red: UInt8, green: UInt8, blue: UInt8)? {
        guard let red, let green, let blue else { return nil }
        return (red, green, blue)
    }
    /// The standard terminal colour (0–15) for terminals without 24-bit colour.
    public var ansi: UInt8?
    private var red: UInt8?
    private var green: UInt8?
    private var blue: UInt8?

    /// A colour.
    public init(red: UInt8, green: UInt8, blue: UInt8, ansi: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.ansi = ansi
    }

    private init() {}

    /// The surface's own colour: the terminal's default, the page's, the system's.
    public static let `default` = ThemeColor()

    /// `#RRGGBB`, or `nil` for the default colour.
    public var hex: String? {
        rgb.map { rgb in "#" + [rgb.red, rgb.green, rgb.blue].map { String($0, radix: 16).leftPadded(to: 2) }.joined() }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
