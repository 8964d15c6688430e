import FormsKit
import Testing

/// The logic behind `.focused(on:equals:)` and `.formBindFocus(_:on:)`:
/// `controller.focus` is the one source of truth, and reports from a surface
/// never fight it.
@MainActor
@Suite("Focus reported by a surface")
struct SurfaceFocusTests {
    @Test("A control that gains focus moves the controller's focus there")
    func gain() {
        let controller = FormController(form: ProfileForm.make())
        controller.controlFocusDidChange(\.name, isFocused: true)
        #expect(controller.focus == \ProfileForm.name)
        #expect(controller.shouldFocus(\.name))
        #expect(controller.shouldFocus(\.email) == false)
    }

    @Test("Moving on: the new field's gain and the old field's loss, in either order")
    func moveInEitherOrder() {
        let controller = FormController(form: ProfileForm.make())
        controller.focus = \.name
        // The new field reports first, the old one late.
        controller.controlFocusDidChange(\.email, isFocused: true)
        controller.controlFocusDidChange(\.name, isFocused: false)
        #expect(controller.focus == \ProfileForm.email)
        // The old field reports first.
        controller.controlFocusDidChange(\.email, isFocused: false)
        controller.controlFocusDidChange(\.bio, isFocused: true)
        #expect(controller.focus == \ProfileForm.bio)
    }

    @Test("Losing focus clears it, and a field in .onBlur mode validates")
    func blurValidates() {
        let controller = FormController(form: ProfileForm.make())
        controller.form.age = -1
        controller.controlFocusDidChange(\.age, isFocused: true)
        #expect(controller.form.$age == .editing)
        controller.controlFocusDidChange(\.age, isFocused: false)
        #expect(controller.focus == nil)
        #expect(controller.form.$age.isInvalid)
    }

    @Test("A shared focus value is adopted only when it differs, so no change echoes back")
    func sharedFocus() {
        let controller = FormController(form: ProfileForm.make())
        let before = controller.revision
        controller.surfaceFocusDidChange(to: \.name)
        let afterOne = controller.revision
        #expect(afterOne != before)
        controller.surfaceFocusDidChange(to: \.name)
        #expect(controller.revision == afterOne, "the same focus reported again changes nothing")
        controller.surfaceFocusDidChange(to: nil)
        #expect(controller.focus == nil)
    }

    @Test("After a failed submit, the first invalid field is where focus goes")
    func firstInvalidAfterSubmit() async {
        let controller = FormController(form: ProfileForm.make())
        controller.controlFocusDidChange(\.bio, isFocused: true)
        _ = try? await controller.submit()
        #expect(controller.focus == \ProfileForm.name)
        #expect(controller.shouldFocus(\.name))
        #expect(controller.shouldFocus(\.bio) == false, "the control that had focus lets go")
    }
}
