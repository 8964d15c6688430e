#if canImport(SwiftUI)
public import SwiftUI

extension View {
    /// Focuses this control when `controller.focus` is `keyPath`, and reports
    /// the user's focus changes back to the controller: no `@FocusState` to
    /// declare.
    ///
    /// ```swift
    /// TextField("Name", text: $controller.form.name)
    ///     .focused(on: $controller, equals: \.name)
    /// ```
    ///
    /// The modifier owns a hidden `@FocusState<Bool>` and keeps it in step with
    /// ``FormController/focus`` both ways (see
    /// ``FormController/controlFocusDidChange(_:isFocused:)``). A control that
    /// appears while the controller already points at it takes focus as it
    /// appears, so focusing a field that is only just being added (a new
    /// option of a poll) needs no delay.
    public func focused<Form>(on controller: Binding<FormController<Form>>, equals keyPath: PartialKeyPath<Form>) -> some View {
        modifier(ControllerFocusModifier(controller: controller.wrappedValue, keyPath: keyPath))
    }

    /// Keeps a `@FocusState` of key paths and `controller.focus` in step, both
    /// ways, for views that use the focus state for something else too.
    ///
    /// ```swift
    /// @FocusState private var focus: PartialKeyPath<CreatePlanForm>?
    /// …
    /// Form { TextField("Name", text: $controller.form.name).focused($focus, equals: \.name) }
    ///     .formBindFocus($focus, on: controller)
    /// ```
    public func formBindFocus<Form>(_ focus: FocusState<PartialKeyPath<Form>?>.Binding, on controller: FormController<Form>) -> some View {
        modifier(SharedFocusModifier(focus: focus, controller: controller))
    }
}

/// One control's hidden focus state, synced with the controller.
struct ControllerFocusModifier<Form>: ViewModifier {
    let controller: FormController<Form>
    let keyPath: PartialKeyPath<Form>
    @FocusState private var isFocused: Bool

    func body(content: Content) -> some View {
        let wanted = controller.shouldFocus(keyPath)
        content
            .focused($isFocused)
            .onChange(of: isFocused) { _, isFocused in
                controller.controlFocusDidChange(keyPath, isFocused: isFocused)
            }
            .onChange(of: wanted) { _, wanted in
                if isFocused != wanted { isFocused = wanted }
            }
            .onAppear {
                if wanted { isFocused = true }
            }
    }
}

/// A view's shared focus state, synced with the controller.
struct SharedFocusModifier<Form>: ViewModifier {
    let focus: FocusState<PartialKeyPath<Form>?>.Binding
    let controller: FormController<Form>

    func body(content: Content) -> some View {
        content
            .onChange(of: focus.wrappedValue) { _, surfaceFocus in
                controller.surfaceFocusDidChange(to: surfaceFocus)
            }
            .onChange(of: controller.focus) { _, controllerFocus in
                if focus.wrappedValue != controllerFocus { focus.wrappedValue = controllerFocus }
            }
            .onAppear {
                // The controller is the source of truth; a focus the view
                // already holds is adopted only when the controller has none.
                if let controllerFocus = controller.focus {
                    if focus.wrappedValue != controllerFocus { focus.wrappedValue = controllerFocus }
                } else if let surfaceFocus = focus.wrappedValue {
                    controller.surfaceFocusDidChange(to: surfaceFocus)
                }
            }
    }
}
#endif
