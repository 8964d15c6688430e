import Foundation

/// Prints ``ChromeNode`` trees, for snapshots of appearances.
public enum ChromeDescription {
    /// `node` as an indented tree, one node per line.
    public static func tree(_ node: ChromeNode) -> String {
        lines(node, depth: 0).joined(separator: "\n") + "\n"
    }

    /// `node` on one line.
    public static func oneLine(_ node: ChromeNode) -> String {
        switch node {
        case .content: return "<content>"
        case .text(let text, let role): return "\(role.rawValue)(\"\(text)\")"
        case .divider: return "divider"
        case .swatch(let color): return "swatch(\(color.hex ?? "default"))"
        case .stack(let axis, _, _, let children):
            return (axis == .vertical ? "v" : "h") + "[" + children.map(oneLine).joined(separator: ", ") + "]"
        case .padding(_, let child): return oneLine(child)
        case .background(_, let child): return oneLine(child)
        case .border(_, _, let child): return "|" + oneLine(child) + "|"
        }
    }

    /// The appearance's chrome for a form titled `title` and for a section
    /// with a header and a footer.
    public static func describe(_ appearance: some FormAppearance, title: String? = "Title") -> String {
        "form:\n" + tree(appearance.makeBody(configuration: FormAppearanceConfiguration(title: title)))
            + "section:\n" + tree(appearance.makeSection(configuration: SectionAppearanceConfiguration(header: "Header", footer: "Footer")))
            + "labels: \(appearance.labelPlacement)\n"
    }

    private static func lines(_ node: ChromeNode, depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        switch node {
        case .content:
            return [indent + "<content>"]
        case .text(let text, let role):
            return [indent + "text[\(role.rawValue)] \"\(text)\""]
        case .divider:
            return [indent + "divider"]
        case .swatch(let color):
            return [indent + "swatch \(color.hex ?? "default")"]
        case .stack(let axis, let alignment, let spacing, let children):
            return [indent + "\(axis == .vertical ? "vstack" : "hstack")(\(alignment.rawValue), spacing \(spacing))"]
                + children.flatMap { lines($0, depth: depth + 1) }
        case .padding(let insets, let child):
            return [indent + "padding(\(insets.top), \(insets.leading), \(insets.bottom), \(insets.trailing))"] + lines(child, depth: depth + 1)
        case .background(let color, let child):
            return [indent + "background(\(color.rawValue))"] + lines(child, depth: depth + 1)
        case .border(let color, let radius, let child):
            return [indent + "border(\(color.rawValue), radius \(radius))"] + lines(child, depth: depth + 1)
        }
    }
}
