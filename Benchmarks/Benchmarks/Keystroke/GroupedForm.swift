import FormsKit

/// Ten required text fields: one group of a ``GroupedForm``.
struct FieldGroup: ValidatableForm {
    @Validated(.isNotEmpty()) var f0 = "x"
    @Validated(.isNotEmpty()) var f1 = "x"
    @Validated(.isNotEmpty()) var f2 = "x"
    @Validated(.isNotEmpty()) var f3 = "x"
    @Validated(.isNotEmpty()) var f4 = "x"
    @Validated(.isNotEmpty()) var f5 = "x"
    @Validated(.isNotEmpty()) var f6 = "x"
    @Validated(.isNotEmpty()) var f7 = "x"
    @Validated(.isNotEmpty()) var f8 = "x"
    @Validated(.isNotEmpty()) var f9 = "x"

    var validatedFields: [ValidatedField<Self>] {
        [.init(\.f0, wrappedBy: \._f0), .init(\.f1, wrappedBy: \._f1), .init(\.f2, wrappedBy: \._f2),
         .init(\.f3, wrappedBy: \._f3), .init(\.f4, wrappedBy: \._f4), .init(\.f5, wrappedBy: \._f5),
         .init(\.f6, wrappedBy: \._f6), .init(\.f7, wrappedBy: \._f7), .init(\.f8, wrappedBy: \._f8),
         .init(\.f9, wrappedBy: \._f9)]
    }
}

/// A form of `fieldCount` fields in groups of ten: how forms of thousands of
/// fields are written (a flat struct that size takes the compiler minutes).
struct GroupedForm: ValidatableForm {
    var groups: [FieldGroup]

    init(fieldCount: Int) {
        groups = Array(repeating: FieldGroup(), count: fieldCount / 10)
    }

    var validatedFields: [ValidatedField<Self>] {
        groups.indices.flatMap { index in
            groups[index].validatedFields.map { $0.nested(in: \.groups[index], name: "groups.\(index)") }
        }
    }
}
