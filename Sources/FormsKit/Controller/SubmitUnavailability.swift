/// Why Submit is not available: the reason ``FormController/canSubmit`` is
/// `false`, from ``FormController/submitUnavailability``.
///
/// Surfaces disable Submit and may show ``message`` (as a tooltip, a hint
/// beside the button, or the answer to a Submit key that does nothing).
public enum SubmitUnavailability: Hashable, Sendable {
    /// A submission is running (``FormController/isLoading``).
    case submitting
    /// The form holds saved data (``FormController/isPopulated``) and nothing
    /// differs from it (``FormController/isDirty`` is `false`).
    case unchanged

    /// The message that identifies this reason, for
    /// ``ValidationMessageProvider``s.
    public var validationMessage: ValidationMessage {
        switch self {
        case .submitting: .submissionInProgress
        case .unchanged: .noChanges
        }
    }

    /// The reason in words for the user, from the current
    /// ``ValidationMessages/provider``: "A submission is already running." or
    /// "Nothing has changed yet." in English.
    public var message: String {
        ValidationMessages.text(for: validationMessage)
    }
}
