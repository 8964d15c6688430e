import FormsKit

/// Ten required text fields: one group of a ``GroupedForm``.
public struct FieldGroup: ValidatableForm {
    @Validated(.isNotEmpty()) public var f0 = "x"
    @Validated(.isNotEmpty()) public var f1 = "x"
    @Validated(.isNotEmpty()) public var f2 = "x"
    @Validated(.isNotEmpty()) public var f3 = "x"
    @Validated(.isNotEmpty()) public var f4 = "x"
    @Validated(.isNotEmpty()) public var f5 = "x"
    @Validated(.isNotEmpty()) public var f6 = "x"
    @Validated(.isNotEmpty()) public var f7 = "x"
    @Validated(.isNotEmpty()) public var f8 = "x"
    @Validated(.isNotEmpty()) public var f9 = "x"

    public init() {}

    public var validatedFields: [ValidatedField<Self>] {
        [
            .init(\.f0, wrappedBy: \._f0), .init(\.f1, wrappedBy: \._f1), .init(\.f2, wrappedBy: \._f2),
            .init(\.f3, wrappedBy: \._f3), .init(\.f4, wrappedBy: \._f4), .init(\.f5, wrappedBy: \._f5),
            .init(\.f6, wrappedBy: \._f6), .init(\.f7, wrappedBy: \._f7), .init(\.f8, wrappedBy: \._f8),
            .init(\.f9, wrappedBy: \._f9),
        ]
    }
}

/// A form of `fieldCount` fields in groups of ten: how forms of thousands of
/// fields are written (a flat struct that size takes the compiler minutes).
public struct GroupedForm: ValidatableForm {
    /// The groups, ten fields each.
    public var groups: [FieldGroup]

    /// A form of `fieldCount` fields.
    public init(fieldCount: Int) {
        groups = Array(repeating: FieldGroup(), count: fieldCount / 10)
    }

    public var validatedFields: [ValidatedField<Self>] {
        groups.indices.flatMap { index in
            groups[index].validatedFields.map { $0.nested(in: \.groups[index], name: "groups.\(index)") }
        }
    }
}
