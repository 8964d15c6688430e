@_spi(FormsKitSurface) import FormsKitModel

/// The SwiftUI form style that shows a form's appearance: the built-in
/// grouped and columns styles, the card (`CardFormStyle`), or a style drawn
/// from the appearance's own chrome.
package enum NativeFormStyle: Hashable, Sendable {
    /// SwiftUI's `.grouped`.
    case grouped
    /// SwiftUI's `.columns`: labels in a column beside their controls.
    case columns
    /// A card with a title: `CardFormStyle`.
    case card(title: String)
    /// An appearance of your own, drawn from its `ChromeNode`s.
    case chrome(name: String)

    /// The style for `appearance`, for a form titled `title`.
    package init(appearance: any FormAppearance, title: String?) {
        switch appearance {
        case is GroupedFormAppearance: self = .grouped
        case is ColumnsFormAppearance: self = .columns
        case let card as CardFormAppearance: self = .card(title: title ?? card.fallbackTitle)
        default: self = .chrome(name: appearance.name)
        }
    }
}

extension ThemeColor {
    /// The colour's red, green and blue from 0 to 1, or `nil` for the
    /// platform's default colour (leave the view as it is).
    package var unitRGB: (red: Double, green: Double, blue: Double)? {
        rgb.map { (Double($0.red) / 255, Double($0.green) / 255, Double($0.blue) / 255) }
    }
}

extension SectionStyle {
    /// The row insets in points, when the section's style is not the
    /// default (`nil`: keep the platform's). A character cell counts as 8
    /// points across and 4 down.
    package var nativeRowInsets: (top: Double, leading: Double, bottom: Double, trailing: Double)? {
        guard self != .default else { return nil }
        let cellWidth = 8.0
        let cellHeight = 4.0
        return (
            Double(rowInsets.top) * cellHeight + Double(rowSpacing) * cellHeight,
            Double(rowInsets.leading) * cellWidth,
            Double(rowInsets.bottom) * cellHeight + Double(rowSpacing) * cellHeight,
            Double(rowInsets.trailing) * cellWidth
        )
    }
}

/// How a row's icon is drawn: an SF Symbol name (`"gear"`, `"person.crop.circle"`)
/// or text (an emoji).
package enum RowIconKind: Hashable, Sendable {
    /// An SF Symbol, by name.
    case symbol(String)
    /// Text, such as an emoji.
    case text(String)

    /// The kind of `icon`: a symbol name is lowercase ASCII letters, digits
    /// and dots, starting with a letter.
    package init(_ icon: String) {
        let isSymbolName =
            icon.first?.isLetter == true
            && icon.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
        self = isSymbolName ? .symbol(icon) : .text(icon)
    }
}
