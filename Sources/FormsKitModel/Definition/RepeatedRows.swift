import FormsKit

/// Rows generated for each element of an array in the form, with add, remove
/// and reorder (a poll's options).
///
/// ```swift
/// RepeatedRows(\.options, id: "options", addTitle: "Add option", minimum: 2, maximum: 10,
///              itemName: "option", newElement: { "" }) { index in
///     TextRow("Option \(index + 1)", \.options[index])
/// }
/// .appendingOnSubmit()
/// ```
///
/// Rows of element `index` bind through key paths into the array, so each
/// element's field is focusable as `\.options[index]`, including one just
/// added. The group's Add row is part of the group: at the maximum it stays
/// in place, disabled, and says why.
public struct RepeatedRows<Form: ValidatableForm> {
    /// Names the group, for its Add row and for the session's editing calls.
    public let id: String
    /// The title of the row that adds an element; `nil` for none.
    public var addTitle: String?
    /// The fewest elements; removing stops there.
    public var minimum: Int
    /// The most elements, if limited; adding stops there.
    public var maximum: Int?
    /// What one element is called, for messages: "option".
    public var itemName: String
    /// What several elements are called, for messages: "options".
    public var itemNamePlural: String
    /// Whether Enter in the last element's last text row adds an element
    /// (and focuses it); in other elements Enter moves on as usual.
    public var appendsOnSubmit = false
    /// The array's own key path: the group's field when the array is
    /// `@Validated` (its messages show beside the element they are about).
    public let field: PartialKeyPath<Form>
    /// The type of the array's elements.
    let elementType: Any.Type
    /// The name the group's elements are posted under, once worked out
    /// (``FormSession/elementNamePrefix(ofGroup:)``): kept with the
    /// definition, so that sessions sharing it (from a template) work it
    /// out once.
    let elementNames = GroupElementNames()
    let count: (Form) -> Int
    var rows: (Int) -> [FormRow<Form>]
    let append: (FormController<Form>) -> Void
    let remove: (FormController<Form>, Int) -> Void
    let move: (FormController<Form>, Int, Int) -> Void
    /// Removes an element from a copy of the form, to find which element a
    /// message of the whole list is about.
    let removeFromCopy: (inout Form, Int) -> Void
    /// Leaves only one element in a copy of the form, for the same purpose.
    let isolateInCopy: (inout Form, Int) -> Void

    /// Rows for each element of the array at `keyPath`.
    ///
    /// - Parameters:
    ///   - keyPath: The array.
    ///   - id: Names the group.
    ///   - addTitle: The title of the row that appends `newElement()`; `nil` for no such row.
    ///   - minimum: The fewest elements.
    ///   - maximum: The most elements.
    ///   - itemName: What one element is called, for messages ("option").
    ///   - itemNamePlural: What several are called; by default `itemName` and an "s".
    ///   - newElement: Makes the element that adding appends.
    ///   - rows: The rows of the element at an index.
    public init<Element>(
        _ keyPath: WritableKeyPath<Form, [Element]>,
        id: String,
        addTitle: String? = "Add",
        minimum: Int = 0,
        maximum: Int? = nil,
        itemName: String = "item",
        itemNamePlural: String? = nil,
        newElement: @escaping () -> Element,
        @RowListBuilder<Form> rows: @escaping (Int) -> [RowItem<Form>]
    ) {
        self.id = id
        self.field = keyPath
        self.elementType = Element.self
        self.addTitle = addTitle
        self.minimum = minimum
        self.maximum = maximum
        self.itemName = itemName
        self.itemNamePlural = itemNamePlural ?? itemName + "s"
        self.count = { $0[keyPath: keyPath].count }
        self.rows = { index in
            rows(index).compactMap { item in
                if case .row(let row) = item { return row }
                return nil
            }
        }
        self.append = { controller in
            var elements = controller.value(at: keyPath)
            elements.append(newElement())
            controller.setValue(elements, at: keyPath)
        }
        self.remove = { controller, index in
            var elements = controller.value(at: keyPath)
            elements.remove(at: index)
            controller.setValue(elements, at: keyPath)
        }
        self.move = { controller, from, to in
            var elements = controller.value(at: keyPath)
            elements.insert(elements.remove(at: from), at: to)
            controller.setValue(elements, at: keyPath)
        }
        self.removeFromCopy = { form, index in form[keyPath: keyPath].remove(at: index) }
        self.isolateInCopy = { form, index in form[keyPath: keyPath] = [form[keyPath: keyPath][index]] }
    }

    /// Enter in the last element's last text row adds an element and
    /// focuses it, as a poll adds an option; in other elements Enter moves
    /// on.
    public func appendingOnSubmit(_ appends: Bool = true) -> Self {
        var group = self
        group.appendsOnSubmit = appends
        return group
    }

    /// The key path of the row that appends an element.
    public var addRowID: PartialKeyPath<Form> {
        FormRow.markerKeyPath("add:" + id)
    }

    /// "At most 10 options."
    public var maximumMessage: String? {
        maximum.map { ModelWords.text("group.atMost", count: $0, ["item": itemName, "items": itemNamePlural]) }
    }

    /// "Keep at least 2 options."
    public var minimumMessage: String {
        ModelWords.text("group.atLeast", count: minimum, ["item": itemName, "items": itemNamePlural])
    }
}

/// The name a repeated group's elements are posted under (`guests` in
/// `guests.1.name`), kept once it was worked out from the form's fields:
/// it depends on the form's type and the names its fields are given, not
/// on its values. Sessions made from one template share it and run in
/// different tasks at once, so it is kept behind a lock.
final class GroupElementNames {
    private let found = LockedValue<String?>(nil)

    /// The name, when worked out.
    var prefix: String? {
        get { found.withLock { $0 } }
        set { found.withLock { $0 = newValue } }
    }
}
