import FormsKit

/// Builds a section's rows declaratively, with `if`/`else`, optionals and loops.
@resultBuilder
public enum RowListBuilder<Form: ValidatableForm> {
    public static func buildExpression<Row: FormRowConvertible>(_ row: Row) -> [RowItem<Form>] where Row.Form == Form {
        [.row(row.row)]
    }

    public static func buildExpression(_ group: RepeatedRows<Form>) -> [RowItem<Form>] {
        [.repeated(group)]
    }

    public static func buildExpression(_ items: [RowItem<Form>]) -> [RowItem<Form>] {
        items
    }

    public static func buildBlock(_ parts: [RowItem<Form>]...) -> [RowItem<Form>] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [RowItem<Form>]?) -> [RowItem<Form>] {
        part ?? []
    }

    public static func buildEither(first part: [RowItem<Form>]) -> [RowItem<Form>] {
        part
    }

    public static func buildEither(second part: [RowItem<Form>]) -> [RowItem<Form>] {
        part
    }

    public static func buildArray(_ parts: [[RowItem<Form>]]) -> [RowItem<Form>] {
        parts.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ part: [RowItem<Form>]) -> [RowItem<Form>] {
        part
    }
}
