import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

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
        guard let index = outlineIndex(of: row.id) else { return row.field.flatMap { controller.fieldName(of: $0) } ?? "_row0" }
        return htmlName(ofRowAt: index, in: outline, version: structureVersion)
    }

    /// The name of the row at `index` of `outline`, the session's outline of
    /// version `version`: worked out once per outline
    /// (``rowName(at:outlineVersion:rowCount:orMake:)``).
    package func htmlName(ofRowAt index: Int, in outline: [OutlineRow<Form>], version: Int) -> String {
        postedName(ofRowAt: index, in: outline, version: version)
    }
}
