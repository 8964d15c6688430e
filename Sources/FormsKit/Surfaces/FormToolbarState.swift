/// What a Cancel/Submit toolbar shows for a form right now, and what Cancel
/// does: the logic behind `.formToolbar(controller:…)`, kept apart from any UI
/// framework so that every surface shares it and tests can check it anywhere.
///
/// ```swift
/// let toolbar = FormToolbarState(controller: controller)
/// toolbar.isSubmitEnabled       // controller.canSubmit
/// toolbar.cancelAction          // .askToDiscard when there are changes
/// ```
///
/// Submit follows ``FormController/canSubmit``, the one rule every surface
/// uses: a fresh (create) form can be submitted untouched, to show what is
/// missing; a populated (edit) form once something changed; nothing while a
/// submission runs. Upstream FormsKit disables Submit whenever the form is
/// not dirty, which leaves a create form's Submit dead until the user types.
public struct FormToolbarState: Hashable, Sendable {
    /// What tapping Cancel does.
    public enum CancelAction: Hashable, Sendable {
        /// Leave the form at once: nothing would be lost.
        case dismiss
        /// Ask ``FormToolbarState/discardQuestion`` first: leaving would lose changes.
        case askToDiscard
    }

    /// The Cancel button's title: the one given, else the provider's "Cancel".
    public let cancelTitle: String
    /// The Submit button's title: the one given, else the provider's "Submit".
    public let submitTitle: String
    /// Whether Submit can be tapped.
    public let isSubmitEnabled: Bool
    /// Why Submit cannot be tapped, for a hint or an accessibility label;
    /// `nil` when it can.
    public let submitUnavailability: SubmitUnavailability?
    /// Whether a submission runs: show progress in place of Submit.
    public let showsProgress: Bool
    /// What Cancel does now.
    public let cancelAction: CancelAction
    /// Whether a swipe or click outside must not dismiss the form (SwiftUI's
    /// `interactiveDismissDisabled`): the form has changes and accidental
    /// dismissal is prevented.
    public let isInteractiveDismissDisabled: Bool
    /// The question asked before changes are discarded ("Discard changes?").
    public let discardQuestion: String
    /// The answer that discards ("Discard Changes").
    public let discardTitle: String
    /// The answer that stays ("Keep Editing").
    public let keepEditingTitle: String

    /// The toolbar of `controller`'s form as it stands.
    ///
    /// - Parameters:
    ///   - controller: The form's controller.
    ///   - cancelTitle: Cancel's title; the provider's "Cancel" when `nil`.
    ///   - submitTitle: Submit's title; the provider's "Submit" when `nil`.
    ///   - preventsAccidentalDismiss: Whether Cancel asks before discarding
    ///     changes and interactive dismissal is blocked while there are
    ///     changes. `true` by default, as in upstream FormsKit.
    @MainActor
    public init<Form: ValidatableForm>(
        controller: FormController<Form>,
        cancelTitle: String? = nil,
        submitTitle: String? = nil,
        preventsAccidentalDismiss: Bool = true
    ) {
        let guardsChanges = preventsAccidentalDismiss && controller.isDirty
        self.cancelTitle = cancelTitle ?? ValidationMessages.text(for: .cancelTitle)
        self.submitTitle = submitTitle ?? ValidationMessages.text(for: .submitTitle)
        self.submitUnavailability = controller.submitUnavailability
        self.isSubmitEnabled = submitUnavailability == nil
        self.showsProgress = controller.isLoading
        self.cancelAction = guardsChanges ? .askToDiscard : .dismiss
        self.isInteractiveDismissDisabled = guardsChanges
        self.discardQuestion = ValidationMessages.text(for: .discardChangesQuestion)
        self.discardTitle = ValidationMessages.text(for: .discardChangesAction)
        self.keepEditingTitle = ValidationMessages.text(for: .keepEditingAction)
    }
}
