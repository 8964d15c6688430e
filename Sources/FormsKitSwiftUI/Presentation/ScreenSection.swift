import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// A section as a native form shows it: its header and footer, and its items
/// in order, each a row or a repeated group.
package struct ScreenSection<Form: ValidatableForm>: Identifiable {
    /// The section's position in the layout.
    package let id: Int
    /// The header text, if any.
    package let header: String?
    /// The footer text, if any.
    package let footer: String?
    /// The rows and repeated groups, in order.
    package let items: [ScreenItem<Form>]
}

/// One item of a `ScreenSection`.
package enum ScreenItem<Form: ValidatableForm>: Identifiable {
    /// A row of its own.
    case row(ScreenRow<Form>)
    /// A repeated group: its elements (each a list of rows), with delete and
    /// move, and the row that adds an element.
    case group(ScreenGroup<Form>)

    /// The row's id, or the group's.
    package var id: String {
        switch self {
        case .row(let row): return "row:\(row.id.hashValue)"
        case .group(let group): return "group:\(group.id)"
        }
    }
}

/// A row as a native form shows it: the resolved row (visibility, enabled
/// state, detail) and the native control that shows it.
package struct ScreenRow<Form: ValidatableForm>: Identifiable {
    /// The resolved row.
    package let resolved: ResolvedRow<Form>
    /// The control that shows it.
    package let control: NativeControl

    /// The row's id: its key path.
    package var id: PartialKeyPath<Form> { resolved.id }
    /// The row's definition.
    package var row: FormRow<Form> { resolved.row }
    /// The row's anatomy: title, subtitle, icon, detail, chevron.
    package var anatomy: RowAnatomy { resolved.row.anatomy }
}

/// A repeated group as a native form shows it.
package struct ScreenGroup<Form: ValidatableForm>: Identifiable {
    /// The group's id.
    package let id: String
    /// The elements, in order, each with its rows.
    package let elements: [ScreenGroupElement<Form>]
    /// The row that adds an element, when the group has one.
    package let addRow: ScreenRow<Form>?
    /// Whether elements can be deleted now (more than the minimum).
    package let canDelete: Bool
    /// Whether elements can be reordered (more than one).
    package let canMove: Bool
}

/// One element of a `ScreenGroup`.
package struct ScreenGroupElement<Form: ValidatableForm>: Identifiable {
    /// The element's position in the group.
    package let index: Int
    /// The element's rows.
    package let rows: [ScreenRow<Form>]
    /// The element's id: the id of its first row (a key path through the
    /// element's index).
    package var id: Int { index }
}
