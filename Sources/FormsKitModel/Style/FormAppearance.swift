/// How a form is dressed, in the spirit of SwiftUI's `FormStyle`: the style
/// receives the form's rendered content and arranges its own chrome around it.
///
/// ```swift
/// struct CardFormAppearance: FormAppearance {
///     func makeBody(configuration: FormAppearanceConfiguration) -> ChromeNode {
///         .vstack(spacing: 3) {
///             ChromeNode.text(configuration.title ?? "Settings", role: .headline)
///             configuration.content
///         }
///         .padding(4)
///         .background(.secondaryBackground)
///         .border(cornerRadius: 3)
///     }
/// }
/// ```
///
/// Appearances also decide how each section is dressed and where row labels go.
public protocol FormAppearance: Sendable {
    /// A name for snapshots and diagnostics.
    var name: String { get }

    /// Where rows put their labels.
    var labelPlacement: LabelPlacement { get }

    /// The chrome around the whole form. Place `configuration.content` where
    /// the sections go.
    func makeBody(configuration: FormAppearanceConfiguration) -> ChromeNode

    /// The chrome around one section. Place `configuration.content` where its
    /// rows go.
    func makeSection(configuration: SectionAppearanceConfiguration) -> ChromeNode
}

extension FormAppearance {
    public var labelPlacement: LabelPlacement { .leading }

    /// Header above, rows in a box on the primary background, footer below.
    public func makeSection(configuration: SectionAppearanceConfiguration) -> ChromeNode {
        .vstack(spacing: 0) {
            if let header = configuration.header {
                ChromeNode.text(header, role: .caption).padding(ChromeInsets(leading: 1))
            }
            ChromeNode.content.background(.primaryBackground).border(.separator, cornerRadius: 1)
            if let footer = configuration.footer {
                ChromeNode.text(footer, role: .footnote).padding(ChromeInsets(leading: 1))
            }
        }
    }
}

/// What an appearance gets to dress a form with.
public struct FormAppearanceConfiguration: Hashable, Sendable {
    /// The form's title.
    public var title: String?
    /// Where the sections go.
    public var content: ChromeNode { .content }

    /// Creates a configuration.
    public init(title: String?) {
        self.title = title
    }
}

/// What an appearance gets to dress a section with.
public struct SectionAppearanceConfiguration: Hashable, Sendable {
    /// The header text, if the header is text.
    public var header: String?
    /// The footer text, if the footer is text.
    public var footer: String?
    /// Where the rows go.
    public var content: ChromeNode { .content }

    /// Creates a configuration.
    public init(header: String?, footer: String?) {
        self.header = header
        self.footer = footer
    }
}

/// Where a row puts its label relative to its control.
public enum LabelPlacement: Hashable, Sendable {
    /// Label at the start of the row, control at the end (grouped settings).
    case leading
    /// Labels in a column of this width, controls beside them (macOS columns).
    case column(width: Int)
    /// Label on its own line above the control.
    case above
}
