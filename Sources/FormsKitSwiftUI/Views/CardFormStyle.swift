#if canImport(SwiftUI)
public import SwiftUI

/// A form drawn as a card under a title: a custom form style. It receives
/// the form's rows as `configuration.content` and arranges its own chrome
/// around them.
///
/// ```swift
/// Form { … }.formStyle(CardFormStyle(title: "Settings"))
/// ```
public struct CardFormStyle: FormStyle {
    /// The title above the rows.
    public var title: String

    /// A card titled `title`.
    public init(title: String = "Settings") {
        self.title = title
    }

    public func makeBody(configuration: Configuration) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(title)
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                configuration.content
            }
            .padding()
            .background(.gray.opacity(0.15))
            .cornerRadius(12)
            .padding()
        }
    }
}
#endif
