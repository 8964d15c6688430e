/// The parts of a row that do not hold its value, after iZettle's `RowView`:
/// a title with an optional subtitle, a leading icon, trailing details and a
/// chevron.
public struct RowAnatomy: Hashable, Sendable {
    /// The row's label.
    public var title: String
    /// A second line under the title.
    public var subtitle: String?
    /// A symbol before the title (an emoji, a glyph, an icon name a surface maps).
    public var icon: String?
    /// Text after the title, before the control: a current setting, a count.
    public var detail: String?
    /// Whether the row ends with a chevron, showing that it opens something.
    public var showsChevron: Bool

    /// Creates an anatomy.
    public init(title: String, subtitle: String? = nil, icon: String? = nil, detail: String? = nil, showsChevron: Bool = false) {
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.detail = detail
        self.showsChevron = showsChevron
    }
}
