/// Turns a ``ValidationMessage`` into text for the user.
///
/// Conform to reword FormsKit's default messages (or translate them into a
/// language FormsKit does not ship), then install the provider with
/// ``ValidationMessages/provider``. Return `nil` for messages you do not
/// handle: ``ValidationMessages`` then falls back to FormsKit's own, in the
/// language in effect (``FormLanguage/current``).
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
    /// The text for `message`, or `nil` to use FormsKit's own.
    func text(for message: ValidationMessage) -> String?
}
