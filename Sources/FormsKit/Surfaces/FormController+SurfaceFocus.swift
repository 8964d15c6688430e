/// Focus as a surface reports it: the logic behind `.focused(on:equals:)` and
/// `.formBindFocus(_:on:)`, kept apart from any UI framework so that tests
/// check it anywhere.
///
/// ``FormController/focus`` is the single source of truth. A control reports
/// when it gains or loses focus; the control shows focus when the controller
/// says so. Neither side writes a value the other already has, so the two
/// never chase each other.
extension FormController {
    /// Records that the control for `keyPath` gained or lost focus on a surface.
    ///
    /// Gaining focus moves ``focus`` there. Losing it clears ``focus`` only if
    /// it is still there: when focus moves from one field to the next, the
    /// surface may report the new field first, and the old field's late
    /// "lost focus" must not clear it.
    public func controlFocusDidChange(_ keyPath: PartialKeyPath<T>, isFocused: Bool) {
        if isFocused {
            if focus != keyPath { focus = keyPath }
        } else if focus == keyPath {
            focus = nil
        }
    }

    /// Records a surface-wide focus value (one shared by several controls,
    /// such as a SwiftUI `@FocusState` of key paths): ``focus`` becomes
    /// `keyPath`, unless it already is.
    public func surfaceFocusDidChange(to keyPath: PartialKeyPath<T>?) {
        if focus != keyPath { focus = keyPath }
    }

    /// Whether the control for `keyPath` should hold focus now.
    public func shouldFocus(_ keyPath: PartialKeyPath<T>) -> Bool {
        focus == keyPath
    }
}
