import FormsKit
import Foundation

/// A date, a time, or both.
public struct DateRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A date bound to a `Date`.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Date>, components: DateControl<Form>.Components = .date, range: ClosedRange<Date>? = nil) {
        row = FormRow(id: keyPath, title: title, control: .date(DateControl(keyPath, components: components, range: range)))
    }

    /// An optional date: cleared is `nil`.
    public init(_ title: String, _ keyPath: WritableKeyPath<Form, Date?>, components: DateControl<Form>.Components = .date, range: ClosedRange<Date>? = nil) {
        row = FormRow(id: keyPath, title: title, control: .date(DateControl(keyPath, components: components, range: range)))
    }
}
