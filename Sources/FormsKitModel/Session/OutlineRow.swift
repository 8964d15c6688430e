import FormsKit

/// One row of a session's outline: the layout's rows in order, with each
/// repeated group expanded into its elements' rows and its Add row, and
/// section headers and footers that are rows.
@_spi(FormsKitSurface) public struct OutlineRow<Form: ValidatableForm> {
    /// Where a row sits in its section.
    @_spi(FormsKitSurface) public enum Place: Hashable, Sendable {
        /// The section's header row.
        case header
        /// An ordinary row.
        case row
        /// A row of element `index` of the repeated group `group`.
        case element(group: String, index: Int)
        /// The row that adds an element to the repeated group `group`.
        case add(group: String)
        /// The section's footer row.
        case footer
    }

    /// The row.
    @_spi(FormsKitSurface) public let row: FormRow<Form>
    /// The position of its section in the layout.
    @_spi(FormsKitSurface) public let section: Int
    /// Where it sits in the section.
    @_spi(FormsKitSurface) public let place: Place

    /// The row's id.
    @_spi(FormsKitSurface) public var id: PartialKeyPath<Form> { row.id }

    /// The repeated group the row belongs to (an element's row or the Add row).
    @_spi(FormsKitSurface) public var group: String? {
        switch place {
        case .element(let group, _), .add(let group): return group
        case .header, .row, .footer: return nil
        }
    }
}
