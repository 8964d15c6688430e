import FormsKit

/// An entry of a section: one row, or a group of rows repeated for each
/// element of an array.
public enum RowItem<Form: ValidatableForm> {
    /// One row.
    case row(FormRow<Form>)
    /// Rows repeated for each element of an array of the form.
    case repeated(RepeatedRows<Form>)
}
