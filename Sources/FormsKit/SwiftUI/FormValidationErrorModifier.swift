#if canImport(SwiftUI)
public import SwiftUI

extension View {
    /// Shows the messages of an invalid field under the view: upstream
    /// FormsKit's inline error.
    ///
    /// ```swift
    /// TextField("Email", text: $controller.form.email)
    ///     .formValidationError(for: controller.form.$email)
    /// ```
    ///
    /// Nothing is shown unless the state is ``Validated/State/invalid(messages:)``.
    /// The colour comes from `formValidationErrorColor(_:)`
    /// (red unless set).
    public func formValidationError<T>(for state: Validated<T>.State) -> some View {
        formValidationError(for: state, alignment: .leading, spacing: 4)
    }

    /// Shows the messages of an invalid field under the view, with the stack's
    /// alignment and spacing.
    ///
    /// ```swift
    /// TextField("Bio", text: $controller.form.bio)
    ///     .formValidationError(for: controller.form.$bio, alignment: .leading, spacing: 6)
    /// ```
    public func formValidationError<T>(
        for state: Validated<T>.State,
        alignment: HorizontalAlignment = .leading,
        spacing: CGFloat? = 4
    ) -> some View {
        modifier(FormValidationErrorModifier(messages: state.messages, alignment: alignment, spacing: spacing))
    }

    /// The colour of `formValidationError(for:)` messages in this view and
    /// its descendants (red unless set): upstream FormsKit's roadmap item
    /// "themeable error colour".
    public func formValidationErrorColor(_ color: Color) -> some View {
        environment(\.formValidationErrorColor, color)
    }
}

extension EnvironmentValues {
    /// The colour of inline validation messages. Red unless set with
    /// `formValidationErrorColor(_:)`.
    public var formValidationErrorColor: Color {
        get { self[FormValidationErrorColorKey.self] }
        set { self[FormValidationErrorColorKey.self] = newValue }
    }
}

private struct FormValidationErrorColorKey: EnvironmentKey {
    static let defaultValue = Color.red
}

/// The field, then its messages, one per line.
struct FormValidationErrorModifier: ViewModifier {
    let messages: [String]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    @Environment(\.formValidationErrorColor) private var color

    func body(content: Content) -> some View {
        VStack(alignment: alignment, spacing: spacing) {
            content
            ForEach(Array(messages.enumerated()), id: \.offset) { _, message in
                Text(message)
                    .font(.footnote)
                    .foregroundStyle(color)
                    .fixedSize(horizontal: false, vertical: true)
            }
        }
    }
}
#endif
