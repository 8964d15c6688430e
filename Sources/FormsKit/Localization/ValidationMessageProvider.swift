/// Turns a ``ValidationMessage`` into text for the user.
///
/// Conform to reword FormsKit's default messages (or translate them into a
/// language FormsKit does not ship), then install the provider with
/// ``ValidationMessages/provider``. Return `nil` for messages you do not
/// handle: ``ValidationMessages`` then falls back to FormsKit's own, in the
/// language in effect (``FormLanguage/current``).
///
/// ```swift
/// struct TerseMessages: ValidationMessageProvider {
///     func text(for message: ValidationMessage) -> String? {
///         switch message {
///         case .required: "Required"
///         case .tooShort(let minimum): "\(minimum)+ characters"
///         default: nil
///         }
///     }
/// }
/// ValidationMessages.provider = TerseMessages()
/// ```
public protocol ValidationMessageProvider: Sendable {
    /// The text for `message`, or `nil` to use FormsKit's own.
    func text(for message: ValidationMessage) -> String?
}
