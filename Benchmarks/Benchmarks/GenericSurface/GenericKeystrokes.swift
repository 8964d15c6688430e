import FormsKit

// One keystroke as a surface makes it: from code generic over the form, in a
// module of its own, never specialized for a concrete form (the attribute
// below forbids it, as a surface library compiled apart from its users'
// forms would be). Each function sets one text field by one spelling, then
// reads isDirty and isValid.

/// `controller.form[keyPath: keyPath] = value`: a key-path write through `form`.
@MainActor
@_semantics("optimize.sil.specialize.generic.never")
@inline(never)
public func keystrokeThroughForm<Form: ValidatableForm>(
    _ controller: FormController<Form>,
    _ keyPath: WritableKeyPath<Form, String>,
    _ value: String
) -> Bool {
    controller.form[keyPath: keyPath] = value
    return controller.isDirty && controller.isValid
}

/// `controller[dynamicMember: keyPath] = value`: what `controller.name = value` is.
@MainActor
@_semantics("optimize.sil.specialize.generic.never")
@inline(never)
public func keystrokeThroughController<Form: ValidatableForm>(
    _ controller: FormController<Form>,
    _ keyPath: WritableKeyPath<Form, String>,
    _ value: String
) -> Bool {
    controller[dynamicMember: keyPath] = value
    return controller.isDirty && controller.isValid
}

/// `controller.setValue(value, at: keyPath)`.
@MainActor
@_semantics("optimize.sil.specialize.generic.never")
@inline(never)
public func keystrokeThroughSetValue<Form: ValidatableForm>(
    _ controller: FormController<Form>,
    _ keyPath: WritableKeyPath<Form, String>,
    _ value: String
) -> Bool {
    controller.setValue(value, at: keyPath)
    return controller.isDirty && controller.isValid
}

/// What a SwiftUI binding does on a keystroke: write through a key path from
/// the controller, then read the value back for the redraw. `bindingPath` is
/// `\FormController<Form>.[dynamicMember: \.name]` for FormsKit's
/// `$controller.form.name`, or `\FormController<Form>.form.name` for the
/// binding SwiftUI alone would make.
@MainActor
@_semantics("optimize.sil.specialize.generic.never")
@inline(never)
public func keystrokeThroughBinding<Form: ValidatableForm>(
    _ controller: FormController<Form>,
    _ bindingPath: ReferenceWritableKeyPath<FormController<Form>, String>,
    _ value: String
) -> Bool {
    controller[keyPath: bindingPath] = value
    return controller.isDirty && controller.isValid && !controller[keyPath: bindingPath].isEmpty
}

/// Swift alone, no controller: a key-path write to a property-wrapped
/// (computed) property of a form held in a local variable.
@_semantics("optimize.sil.specialize.generic.never")
@inline(never)
public func keyPathWriteWithoutFormsKit<Form>(_ form: inout Form, _ keyPath: WritableKeyPath<Form, String>, _ value: String) {
    form[keyPath: keyPath] = value
}

/// The binding FormsKit makes for `$controller.form.name` in SwiftUI: a key
/// path through the controller's dynamic member subscript.
@MainActor
public func formsKitBindingPath<Form: ValidatableForm>(_ keyPath: WritableKeyPath<Form, String>) -> ReferenceWritableKeyPath<FormController<Form>, String> {
    \FormController<Form>.[dynamicMember: keyPath]
}

/// The binding SwiftUI alone makes for `$controller.form.name`: `\.form`
/// with the field's key path appended.
@MainActor
public func plainSwiftUIBindingPath<Form: ValidatableForm>(_ keyPath: WritableKeyPath<Form, String>) -> ReferenceWritableKeyPath<FormController<Form>, String> {
    (\FormController<Form>.form).appending(path: keyPath)
}
