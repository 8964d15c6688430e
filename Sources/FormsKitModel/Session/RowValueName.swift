import FormsKit

extension FormSession {
    /// The name the value of the row at `index` of `outline` goes by
    /// outside the session (a web page's field, a draft's entry, a
    /// server's error): its field's name, or, for a row of a repeated
    /// group's element that is not a field of its own (a poll's option, an
    /// element of a `[String]` field), the group's field name and the
    /// element's index (`options.2`; `options.2.1` for the element's second
    /// row). `nil` for a row that holds no field.
    /// The name of the row at `index` of `outline`, the session's outline of
    /// version `version`, as a surface posts it: ``valueName(ofRowAt:in:)``,
    /// or for a row that holds no field its place (`_row3`). Worked out once
    /// per outline (``rowName(at:outlineVersion:rowCount:orMake:)``).
    package func postedName(ofRowAt index: Int, in outline: [OutlineRow<Form>], version: Int) -> String {
        rowName(at: index, outlineVersion: version, rowCount: outline.count) { valueName(ofRowAt: index, in: outline) ?? "_row" + String(index) }
    }

    package func valueName(ofRowAt index: Int, in outline: [OutlineRow<Form>]) -> String? {
        let row = outline[index].row
        if let field = row.field, let name = controller.fieldName(of: field) {
            return name
        }
        guard case .element(let groupID, let element) = outline[index].place, let group = group(named: groupID),
            let groupName = controller.fieldName(of: group.field)
        else { return nil }
        let rowsBefore = outline[..<index].reversed().prefix { $0.place == outline[index].place }.count
        let rowsAfter = outline[(index + 1)...].prefix { $0.place == outline[index].place }.count
        let base = groupName + "." + String(element)
        return rowsBefore + rowsAfter == 0 ? base : base + "." + String(rowsBefore)
    }
}
