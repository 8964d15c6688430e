import FormsKit

/// A row that opens another form or a page, with a chevron (a settings
/// screen's `NavigationLink`).
public struct LinkRow<Form: ValidatableForm>: FormRowConvertible {
    public let row: FormRow<Form>

    /// A link. `id` names its row for focus; it defaults to the title.
    public init(_ title: String, id: String? = nil, to destination: FormDestination) {
        row = FormRow(
            id: FormRow.markerKeyPath("link:" + (id ?? title)), anatomy: RowAnatomy(title: title, showsChevron: true),
            control: .link(LinkControl(to: destination)))
    }
}
