import FormsKitModel

/// What a key asks of the app running the screens.
enum ScreenCommand {
    case none
    case submit
    /// Esc: cancel the form (or go back), asking first when it is dirty.
    case cancel
    case abort
    case open(FormDestination)
}

/// The outcome of submitting a screen's form.
enum ScreenSubmission {
    /// Submitted; the form's output.
    case succeeded(Any)
    /// Failed; the error is shown in the form.
    case failed
    /// The form cannot be submitted.
    case notSubmittable
}
