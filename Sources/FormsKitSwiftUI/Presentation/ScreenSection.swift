import FormsKit
import FormsKitModel

/// A section as a native form shows it: its header and footer, and its items
/// in order, each a row or a repeated group.
public struct ScreenSection<Form: ValidatableForm>: Identifiable {
    /// The section's position in the layout.
    public let id: Int
    /// The header text, if any.
    public let header: String?
    /// The footer text, if any.
    public let footer: String?
    /// The rows and repeated groups, in order.
    public let items: [ScreenItem<Form>]
}

/// One item of a ``ScreenSection``.
public enum ScreenItem<Form: ValidatableForm>: Identifiable {
    /// A row of its own.
    case row(ScreenRow<Form>)
    /// A repeated group: its elements (each a list of rows), with delete and
    /// move, and the row that adds an element.
    case group(ScreenGroup<Form>)

    /// The row's id, or the group's.
    public var id: String {
        switch self {
        case .row(let row): return "row:\(row.id.hashValue)"
        case .group(let group): return "group:\(group.id)"
        }
    }
}

/// A row as a native form shows it: the resolved row (visibility, enabled
/// state, detail) and the native control that shows it.
public struct ScreenRow<Form: ValidatableForm>: Identifiable {
    /// The resolved row.
    public let resolved: ResolvedRow<Form>
    /// The control that shows it.
    public let control: NativeControl

    /// The row's id: its key path.
    public var id: PartialKeyPath<Form> { resolved.id }
    /// The row's definition.
    public var row: FormRow<Form> { resolved.row }
    /// The row's anatomy: title, subtitle, icon, detail, chevron.
    public var anatomy: RowAnatomy { resolved.row.anatomy }
}

/// A repeated group as a native form shows it.
public struct ScreenGroup<Form: ValidatableForm>: Identifiable {
    /// The group's id.
    public let id: String
    /// The elements, in order, each with its rows.
    public let elements: [ScreenGroupElement<Form>]
    /// The row that adds an element, when the group has one.
    public let addRow: ScreenRow<Form>?
    /// Whether elements can be deleted now (more than the minimum).
    public let canDelete: Bool
    /// Whether elements can be reordered (more than one).
    public let canMove: Bool
}

/// One element of a ``ScreenGroup``.
public struct ScreenGroupElement<Form: ValidatableForm>: Identifiable {
    /// The element's position in the group.
    public let index: Int
    /// The element's rows.
    public let rows: [ScreenRow<Form>]
    /// The element's id: the id of its first row (a key path through the
    /// element's index).
    public var id: Int { index }
}
