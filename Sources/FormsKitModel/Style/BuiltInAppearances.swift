/// A settings screen's grouped look: sections as boxes on the secondary
/// background, headers and footers as captions, labels at the start of each
/// row.
public struct GroupedFormAppearance: FormAppearance {
    public var name: String { "grouped" }

    /// Creates the appearance.
    public init() {}

    public func makeBody(configuration: FormAppearanceConfiguration) -> ChromeNode {
        .vstack(spacing: 1) {
            if let title = configuration.title {
                ChromeNode.text(title, role: .title)
            }
            configuration.content
        }
        .background(.secondaryBackground)
    }
}

/// Labels in a right-aligned column beside their fields, as macOS's
/// `.columns` form style; sections separated by dividers rather than boxed.
public struct ColumnsFormAppearance: FormAppearance {
    public var name: String { "columns" }
    /// The width of the label column, in units.
    public var labelWidth: Int

    /// Creates the appearance.
    public init(labelWidth: Int = 18) {
        self.labelWidth = labelWidth
    }

    public var labelPlacement: LabelPlacement { .column(width: labelWidth) }

    public func makeBody(configuration: FormAppearanceConfiguration) -> ChromeNode {
        .vstack(spacing: 1) {
            if let title = configuration.title {
                ChromeNode.text(title, role: .title)
            }
            configuration.content
        }
    }

    public func makeSection(configuration: SectionAppearanceConfiguration) -> ChromeNode {
        .vstack(spacing: 0) {
            if let header = configuration.header {
                ChromeNode.text(header, role: .headline)
            }
            configuration.content
            if let footer = configuration.footer {
                ChromeNode.text(footer, role: .footnote)
            }
            ChromeNode.divider
        }
    }
}

/// A card form style that draws its own chrome: a headline above the
/// content, all of it padded on a tinted background with rounded corners.
public struct CardFormAppearance: FormAppearance {
    public var name: String { "card" }
    /// The headline when the form has no title.
    public var fallbackTitle: String

    /// Creates the appearance.
    public init(fallbackTitle: String = "Settings") {
        self.fallbackTitle = fallbackTitle
    }

    public var labelPlacement: LabelPlacement { .leading }

    public func makeBody(configuration: FormAppearanceConfiguration) -> ChromeNode {
        .vstack(alignment: .leading, spacing: 3) {
            ChromeNode.text(configuration.title ?? fallbackTitle, role: .headline)
            configuration.content
        }
        .padding(4)
        .background(.secondaryBackground)
        .border(.separator, cornerRadius: 3)
    }

    public func makeSection(configuration: SectionAppearanceConfiguration) -> ChromeNode {
        .vstack(spacing: 0) {
            if let header = configuration.header {
                ChromeNode.text(header, role: .caption)
            }
            configuration.content
        }
    }
}

extension FormAppearance where Self == GroupedFormAppearance {
    /// Sections as boxes with caption headers, as a settings screen groups them.
    public static var grouped: GroupedFormAppearance { GroupedFormAppearance() }
}

extension FormAppearance where Self == ColumnsFormAppearance {
    /// Labels in a column beside their fields.
    public static var columns: ColumnsFormAppearance { ColumnsFormAppearance() }
}

extension FormAppearance where Self == CardFormAppearance {
    /// A padded card with a headline, drawn around the content.
    public static var card: CardFormAppearance { CardFormAppearance() }
}
