import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

// The page element's classes and a theme's colours, with the colour
// arithmetic that picks text that reads on them.
extension HTMLFormRenderer {
    /// The page element's classes (appearance, label placement, the colour
    /// scheme a theme's background fixes) and the theme's own colours as
    /// custom properties.
    ///
    /// The stylesheet gives every role a colour for light and for dark
    /// pages, with enough contrast. A theme's colours are written only for
    /// the roles where it differs from ``FormTheme/standard`` (the
    /// standard theme's colours are the terminal's, and the stylesheet's own
    /// read better on a page). A theme's own colours are made for one
    /// scheme, so a theme that sets any fixes the page to it
    /// (`fk-scheme-light` or `fk-scheme-dark`), whatever the reader
    /// prefers: its background's, or, when it sets no background, the one
    /// its text colours read on (dark text, or a dark accent, on light).
    /// The roles it leaves to the stylesheet take the colours of that
    /// scheme.
    static func pageAttributes(_ layout: FormLayout<Form>) -> [HTMLWriter.Attribute?] {
        let (classes, style) = pageClassesAndStyle(layout)
        return [.init("class", classes), style.isEmpty ? nil : .init("style", style)]
    }

    /// The page element's classes and custom properties, as ``pageAttributes(_:)`` writes them.
    static func pageClassesAndStyle(_ layout: FormLayout<Form>) -> (classes: String, style: String) {
        var classes = "fk-page fk-appearance-" + HTMLIdentifier.encode(layout.appearance.name)
        var style = ""
        switch layout.appearance.labelPlacement {
        case .leading: classes += " fk-labels-leading"
        case .above: classes += " fk-labels-above"
        case .column(let width):
            classes += " fk-labels-column"
            style += "--fk-label-width:" + String(width) + "ch;"
        }
        let theme = layout.theme
        if theme != .standard {
            var ownForeground: (red: UInt8, green: UInt8, blue: UInt8)?
            for role in ThemeColorRole.allCases where theme[role] != FormTheme.standard[role] {
                guard let hex = theme[role].hex else { continue }
                style += ChromeHTML.propertyName(role) + ":" + hex + ";"
                switch role {
                case .primaryBackground, .secondaryBackground, .separator: break
                case .text, .emphasis, .secondaryText, .accent, .error: if ownForeground == nil { ownForeground = theme[role].rgb }
                }
            }
            // Text on the accent (a primary button's) in the colour that reads on it.
            if theme.accent != FormTheme.standard.accent, let accent = theme.accent.rgb {
                style += "--fk-on-accent:" + (Self.isDark(accent) ? "#ffffff" : "#000000") + ";"
            }
            if let background = theme.primaryBackground.rgb ?? theme.secondaryBackground.rgb {
                classes += Self.isDark(background) ? " fk-scheme-dark" : " fk-scheme-light"
            } else if let foreground = ownForeground {
                classes += Self.isDark(foreground) ? " fk-scheme-light" : " fk-scheme-dark"
            }
        }
        return (classes, style)
    }

    /// The colour scheme a layout's theme fixes its page to (`fk-scheme-light`
    /// or `fk-scheme-dark`), if any.
    static func fixedScheme(_ layout: FormLayout<Form>) -> String? {
        // Only a theme of its own fixes a scheme: most pages ask nothing more.
        guard layout.theme != .standard else { return nil }
        return pageClassesAndStyle(layout).classes.split(separator: " ").first { $0.hasPrefix("fk-scheme-") }.map(String.init)
    }

    /// Whether text reads better in white than in black on `color`: its
    /// relative luminance (WCAG) below the point where the two contrasts meet.
    static func isDark(_ color: (red: UInt8, green: UInt8, blue: UInt8)) -> Bool {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        return luminance < 0.179
    }
}
