/// The insets of a section's rows and the spacing between the parts of a row,
/// as iZettle's `SectionStyle`. A value, changed with `restyled`:
///
/// ```swift
/// let style = SectionStyle.default.restyled { style in
///     style.rowInsets.leading = 4
///     style.itemSpacing = 2
/// }
/// ```
public struct SectionStyle: Hashable, Sendable {
    /// Space around each row's content, in units.
    public var rowInsets: ChromeInsets
    /// Space between the parts of a row (icon, title, detail, control), in units.
    public var itemSpacing: Int
    /// Space between rows, in units.
    public var rowSpacing: Int

    /// Creates a style.
    public init(rowInsets: ChromeInsets = ChromeInsets(leading: 1, trailing: 1), itemSpacing: Int = 1, rowSpacing: Int = 0) {
        self.rowInsets = rowInsets
        self.itemSpacing = itemSpacing
        self.rowSpacing = rowSpacing
    }

    /// One unit on either side, one between parts.
    public static let `default` = SectionStyle()

    /// A copy changed by `change`.
    public func restyled(_ change: (inout SectionStyle) -> Void) -> SectionStyle {
        var style = self
        change(&style)
        return style
    }
}
