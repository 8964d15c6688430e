import Observation

/// When Submit is available: one rule for every surface.
///
/// A fresh form (a create form) can always be submitted, even untouched, so
/// that submitting shows what is missing. A form that holds saved data (an
/// edit form: populated, or submitted successfully) can be submitted once
/// something differs from that data. Nothing can be submitted while a
/// submission runs.
extension FormController where T: ValidatableForm {
    /// Whether the form's baseline is saved data: `true` after
    /// ``populate(from:)`` or a successful ``submit()`` (an edit form), `false`
    /// for a fresh form (a create form). ``reset()`` keeps it.
    ///
    /// Observable; costs the same whatever the size of the form.
    public var isPopulated: Bool {
        hasSavedBaseline
    }

    /// Whether a surface should offer Submit now:
    /// `!isLoading && (isDirty || !isPopulated)`.
    ///
    /// A create form can be submitted untouched, to show which fields are
    /// missing; an edit form only once something changed. See
    /// ``submitUnavailability`` for the reason when it is `false`.
    ///
    /// Observable; costs the same whatever the size of the form.
    public var canSubmit: Bool {
        submitUnavailability == nil
    }

    /// Why Submit is not available, or `nil` when it is (``canSubmit``). A
    /// running submission comes first.
    ///
    /// Observable; costs the same whatever the size of the form.
    public var submitUnavailability: SubmitUnavailability? {
        if isLoading { return .submitting }
        if isPopulated && !isDirty { return .unchanged }
        return nil
    }
}
