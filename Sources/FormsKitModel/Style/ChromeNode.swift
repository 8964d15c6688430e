/// The renderer-neutral vocabulary in which form appearances and custom rows
/// describe what they draw: stacks, text with a role, padding, background,
/// border with corner radius, divider, and the spot where the form's own
/// content goes.
///
/// Sizes are in *units*: one terminal cell, or a quarter of a `rem` in HTML.
/// Each surface maps the vocabulary to its own means.
public indirect enum ChromeNode: Hashable, Sendable {
    /// Where the form's (or section's) rendered content goes.
    case content
    /// Text in a role that surfaces style: headline, caption, ...
    case text(String, role: TextRole)
    /// Children one after another, vertically or horizontally.
    case stack(StackAxis, alignment: StackAlignment, spacing: Int, children: [ChromeNode])
    /// Space around a node.
    case padding(ChromeInsets, ChromeNode)
    /// A node on a background colour.
    case background(ThemeColorRole, ChromeNode)
    /// A node inside a border with rounded corners.
    case border(ThemeColorRole, cornerRadius: Int, ChromeNode)
    /// A line between nodes.
    case divider
    /// A small block of colour: a colour row's swatch.
    case swatch(ThemeColor)

    /// A vertical stack.
    public static func vstack(alignment: StackAlignment = .leading, spacing: Int = 0, @ChromeBuilder _ children: () -> [ChromeNode]) -> ChromeNode {
        .stack(.vertical, alignment: alignment, spacing: spacing, children: children())
    }

    /// A horizontal stack.
    public static func hstack(alignment: StackAlignment = .leading, spacing: Int = 1, @ChromeBuilder _ children: () -> [ChromeNode]) -> ChromeNode {
        .stack(.horizontal, alignment: alignment, spacing: spacing, children: children())
    }

    /// This node with `amount` units of space on every side.
    public func padding(_ amount: Int = 2) -> ChromeNode {
        .padding(ChromeInsets(top: amount, leading: amount, bottom: amount, trailing: amount), self)
    }

    /// This node with the given space around it.
    public func padding(_ insets: ChromeInsets) -> ChromeNode {
        .padding(insets, self)
    }

    /// This node on a background colour.
    public func background(_ color: ThemeColorRole) -> ChromeNode {
        .background(color, self)
    }

    /// This node inside a border.
    public func border(_ color: ThemeColorRole = .separator, cornerRadius: Int = 0) -> ChromeNode {
        .border(color, cornerRadius: cornerRadius, self)
    }

    /// Whether the tree holds a ``content`` placeholder.
    public var containsContent: Bool {
        switch self {
        case .content: return true
        case .text, .divider, .swatch: return false
        case .stack(_, _, _, let children): return children.contains(where: \.containsContent)
        case .padding(_, let node), .background(_, let node), .border(_, _, let node): return node.containsContent
        }
    }
}

/// The direction of a stack.
public enum StackAxis: String, Hashable, Sendable {
    case vertical, horizontal
}

/// How a stack aligns children across its axis.
public enum StackAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}

/// The role of a text in the vocabulary; surfaces pick sizes and weights.
public enum TextRole: String, Hashable, Sendable, CaseIterable {
    case title, headline, body, caption, footnote
}

/// Space around a node, in units.
public struct ChromeInsets: Hashable, Sendable {
    /// Space above.
    public var top: Int
    /// Space before, on the reading side.
    public var leading: Int
    /// Space below.
    public var bottom: Int
    /// Space after, on the reading side.
    public var trailing: Int

    /// Creates insets.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No space.
    public static let zero = ChromeInsets()
}

/// Builds a stack's children.
@resultBuilder
public enum ChromeBuilder {
    public static func buildExpression(_ node: ChromeNode) -> [ChromeNode] { [node] }
    public static func buildBlock(_ parts: [ChromeNode]...) -> [ChromeNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ChromeNode]?) -> [ChromeNode] { part ?? [] }
    public static func buildEither(first part: [ChromeNode]) -> [ChromeNode] { part }
    public static func buildEither(second part: [ChromeNode]) -> [ChromeNode] { part }
    public static func buildArray(_ parts: [[ChromeNode]]) -> [ChromeNode] { parts.flatMap { $0 } }
}

extension ChromeNode {
    /// The node's text for people who cannot see it drawn: screen readers,
    /// line-by-line prompts, an accessible name. Texts side by side are
    /// joined with spaces, texts one above the other with ", ".
    public var plainText: String {
        switch self {
        case .content, .divider, .swatch: return ""
        case .text(let text, _): return text
        case .stack(let axis, _, _, let children):
            return children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: axis == .horizontal ? " " : ", ")
        case .padding(_, let node), .background(_, let node), .border(_, _, let node): return node.plainText
        }
    }
}
