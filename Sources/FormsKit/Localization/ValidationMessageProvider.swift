/// Turns a ``ValidationMessage`` into text for the user.
///
/// Conform to translate or reword FormsKit's default messages, then install the
/// provider with ``ValidationMessages/provider``. Return `nil` for messages you
/// do not handle: ``ValidationMessages`` then falls back to English.
///
/// ```swift
/// struct GermanMessages: ValidationMessageProvider {
///     func text(for message: ValidationMessage) -> String? {
///         switch message {
///         case .required: "Pflichtfeld"
///         case .tooShort(let minimum): "Mindestens \(minimum) Zeichen"
///         default: nil
///         }
///     }
/// }
/// ValidationMessages.provider = GermanMessages()
/// ```
public protocol ValidationMessageProvider: Sendable {
    /// The text for `message`, or `nil` to use the English default.
    func text(for message: ValidationMessage) -> String?
}
