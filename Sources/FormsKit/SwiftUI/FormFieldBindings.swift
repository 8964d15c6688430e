#if canImport(SwiftUI)
public import SwiftUI

extension Binding {
    /// `$controller.form`: bindings to the form's properties that cost the same
    /// at any form size.
    ///
    /// ```swift
    /// TextField("Name", text: $controller.form.name)
    /// ```
    ///
    /// SwiftUI's own `$controller.form.name` would write by reading the whole
    /// form, changing `name` in the copy and assigning the form back, which
    /// costs more the bigger the form (the controller must then recheck every
    /// field). This overload, chosen whenever the binding's value is a
    /// ``FormController``, binds `name` through the controller instead
    /// (`controller.name`), which edits the field in place. Where a
    /// `Binding<Form>` is needed, use ``FormFieldBindings/binding``.
    @MainActor
    public subscript<Form>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Form>) -> FormFieldBindings<Form>
    where Value == FormController<Form> {
        FormFieldBindings(controller: self, formKeyPath: keyPath)
    }
}

/// Bindings to the properties of a controller's form: what `$controller.form`
/// gives in SwiftUI. `$controller.form.name` is a `Binding<String>` that edits
/// the field in place, at a cost that does not grow with the form.
@MainActor
@dynamicMemberLookup
public struct FormFieldBindings<Form> {
    let controller: Binding<FormController<Form>>
    let formKeyPath: ReferenceWritableKeyPath<FormController<Form>, Form>

    /// A binding to the form's property at `keyPath`, through the controller.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Form, Value>) -> Binding<Value> {
        controller[dynamicMember: \FormController<Form>.[dynamicMember: keyPath]]
    }

    /// The whole form as a binding. Writing it replaces the form, which
    /// costs more the bigger the form; bind single properties where you can.
    public var binding: Binding<Form> {
        controller[dynamicMember: formKeyPath]
    }
}
#endif
