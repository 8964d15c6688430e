import FormsKit

/// Builds a form's sections declaratively, with `if`/`else`, optionals and loops.
@resultBuilder
public enum SectionListBuilder<Form: ValidatableForm> {
    public static func buildExpression(_ section: FormSection<Form>) -> [FormSection<Form>] {
        [section]
    }

    public static func buildExpression(_ sections: [FormSection<Form>]) -> [FormSection<Form>] {
        sections
    }

    public static func buildBlock(_ parts: [FormSection<Form>]...) -> [FormSection<Form>] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [FormSection<Form>]?) -> [FormSection<Form>] {
        part ?? []
    }

    public static func buildEither(first part: [FormSection<Form>]) -> [FormSection<Form>] {
        part
    }

    public static func buildEither(second part: [FormSection<Form>]) -> [FormSection<Form>] {
        part
    }

    public static func buildArray(_ parts: [[FormSection<Form>]]) -> [FormSection<Form>] {
        parts.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ part: [FormSection<Form>]) -> [FormSection<Form>] {
        part
    }
}
