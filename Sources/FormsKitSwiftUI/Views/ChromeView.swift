#if canImport(SwiftUI)
@_spi(FormsKitSurface) import FormsKitModel
import SwiftUI

/// A `ChromeNode` drawn in SwiftUI: custom rows' content, and the chrome of
/// appearances of your own. A character cell counts as 8 points across and
/// 4 down, as for section insets.
@MainActor
struct ChromeView: View {
    let node: ChromeNode
    let theme: FormTheme

    var body: some View {
        switch node {
        case .content:
            EmptyView()
        case .text(let text, let role):
            Text(text).font(role.font)
        case .stack(let axis, let alignment, let spacing, let children):
            if axis == .vertical {
                VStack(alignment: alignment.horizontal, spacing: Double(spacing) * 4) {
                    ForEach(Array(children.enumerated()), id: \.offset) { _, child in
                        ChromeView(node: child, theme: theme)
                    }
                }
            } else {
                HStack(spacing: Double(spacing) * 8) {
                    ForEach(Array(children.enumerated()), id: \.offset) { _, child in
                        ChromeView(node: child, theme: theme)
                    }
                }
            }
        case .padding(let insets, let child):
            ChromeView(node: child, theme: theme)
                .padding(
                    EdgeInsets(
                        top: Double(insets.top) * 4,
                        leading: Double(insets.leading) * 8,
                        bottom: Double(insets.bottom) * 4,
                        trailing: Double(insets.trailing) * 8
                    )
                )
        case .background(let role, let child):
            ChromeView(node: child, theme: theme)
                .background(theme[role].swiftUIColor ?? .clear)
        case .border(let role, let cornerRadius, let child):
            ChromeView(node: child, theme: theme)
                .overlay(
                    RoundedRectangle(cornerRadius: Double(cornerRadius) * 4)
                        .stroke(theme[role].swiftUIColor ?? .secondary, lineWidth: 1)
                )
        case .divider:
            Divider()
        case .swatch(let color):
            RoundedRectangle(cornerRadius: 4)
                .fill(color.swiftUIColor ?? .clear)
                .frame(width: 24, height: 24)
                .accessibilityLabel(color.hex ?? "")
        }
    }
}

extension TextRole {
    var font: Font {
        switch self {
        case .title: return .title2
        case .headline: return .headline
        case .body: return .body
        case .caption: return .caption
        case .footnote: return .footnote
        }
    }
}

extension StackAlignment {
    var horizontal: HorizontalAlignment {
        switch self {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}
#endif
