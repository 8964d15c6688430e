import FormsKit
import FormsKitModel

extension FormSession {
    /// The name a row's control posts under: its field's name, or, for rows
    /// not bound to a validated field, its place in the form.
    ///
    /// A row of a repeated group's element that is not a field of its own (a
    /// poll's option, an element of a `[String]` field) posts as the group's
    /// field name and the element's index: `options.2`, as a server's errors
    /// name it.
    func htmlName(of row: FormRow<Form>) -> String {
        let outline = outline
        guard let index = outlineIndex(of: row.id) else { return makeHTMLName(of: row, at: nil, in: outline) }
        return htmlName(ofRowAt: index, in: outline, version: structureVersion)
    }

    /// The name of the row at `index` of `outline`, the session's outline of
    /// version `version`: worked out once per outline
    /// (``rowName(at:outlineVersion:rowCount:orMake:)``).
    package func htmlName(ofRowAt index: Int, in outline: [OutlineRow<Form>], version: Int) -> String {
        rowName(at: index, outlineVersion: version, rowCount: outline.count) { makeHTMLName(of: outline[index].row, at: index, in: outline) }
    }

    private func makeHTMLName(of row: FormRow<Form>, at index: Int?, in outline: [OutlineRow<Form>]) -> String {
        if let field = row.field, let name = controller.fieldName(of: field) {
            return name
        }
        if let index, case .element(let groupID, let element) = outline[index].place,
            let group = group(named: groupID), let groupName = controller.fieldName(of: group.field)
        {
            let rowsBefore = outline[..<index].reversed().prefix { $0.place == outline[index].place }.count
            let rowsAfter = outline[(index + 1)...].prefix { $0.place == outline[index].place }.count
            let base = groupName + "." + String(element)
            return rowsBefore + rowsAfter == 0 ? base : base + "." + String(rowsBefore)
        }
        return "_row" + String(index ?? 0)
    }
}
