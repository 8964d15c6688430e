#if canImport(SwiftUI)
public import SwiftUI

extension View {
    /// Adds Cancel and Submit to the toolbar, following the form's state:
    /// upstream FormsKit's dirty-aware toolbar.
    ///
    /// ```swift
    /// Form { … }
    ///     .formToolbar(controller: controller) {
    ///         Task { try? await controller.submit() }
    ///     }
    /// ```
    ///
    /// - Submit is enabled as ``FormController/canSubmit`` says (the rule every
    ///   surface uses; see ``FormToolbarState``), and shows progress while a
    ///   submission runs.
    /// - Cancel dismisses the view; when the form has changes and
    ///   `preventsAccidentalDismiss` is on, it asks "Discard changes?" first.
    /// - While the form has changes, interactive dismissal (swiping a sheet
    ///   down) is disabled.
    /// - While the view is shown, answers of asynchronous checks
    ///   (``FormRule/asyncCheck(for:debounce:check:)``) show as they arrive
    ///   (``FormController/applyAsyncCheckAnswers()``).
    /// - Titles and the question come from the ``ValidationMessages`` provider
    ///   unless given.
    public func formToolbar<Form: ValidatableForm>(
        controller: FormController<Form>,
        cancelTitle: String? = nil,
        submitTitle: String? = nil,
        preventsAccidentalDismiss: Bool = true,
        onSubmit: @escaping () -> Void
    ) -> some View {
        modifier(
            FormToolbarModifier(
                controller: controller,
                cancelTitle: cancelTitle,
                submitTitle: submitTitle,
                preventsAccidentalDismiss: preventsAccidentalDismiss,
                onSubmit: onSubmit
            )
        )
    }
}

/// Cancel and Submit for one form; every decision comes from ``FormToolbarState``.
struct FormToolbarModifier<Form: ValidatableForm>: ViewModifier {
    let controller: FormController<Form>
    let cancelTitle: String?
    let submitTitle: String?
    let preventsAccidentalDismiss: Bool
    let onSubmit: () -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var isAskingToDiscard = false

    func body(content: Content) -> some View {
        let state = FormToolbarState(
            controller: controller,
            cancelTitle: cancelTitle,
            submitTitle: submitTitle,
            preventsAccidentalDismiss: preventsAccidentalDismiss
        )
        content
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(state.cancelTitle) {
                        switch state.cancelAction {
                        case .dismiss: dismiss()
                        case .askToDiscard: isAskingToDiscard = true
                        }
                    }
                    .confirmationDialog(state.discardQuestion, isPresented: $isAskingToDiscard, titleVisibility: .visible) {
                        Button(state.discardTitle, role: .destructive) { dismiss() }
                        Button(state.keepEditingTitle, role: .cancel) {}
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    if state.showsProgress {
                        ProgressView()
                    } else {
                        Button(state.submitTitle, action: onSubmit)
                            .disabled(!state.isSubmitEnabled)
                            .accessibilityHint(state.submitUnavailability?.message ?? "")
                    }
                }
            }
            .interactiveDismissDisabled(state.isInteractiveDismissDisabled)
            // Answers of asynchronous checks ("this name is taken") show as
            // they arrive, while the form is shown.
            .task { await controller.applyAsyncCheckAnswers() }
    }
}
#endif
