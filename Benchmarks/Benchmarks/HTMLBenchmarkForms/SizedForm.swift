import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// Ten required text fields, named as the `@ValidatableForm` macro names them.
public struct TenFields: ValidatableForm {
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
            .init(\.f0, wrappedBy: \._f0, propertyName: "f0"), .init(\.f1, wrappedBy: \._f1, propertyName: "f1"),
            .init(\.f2, wrappedBy: \._f2, propertyName: "f2"), .init(\.f3, wrappedBy: \._f3, propertyName: "f3"),
            .init(\.f4, wrappedBy: \._f4, propertyName: "f4"), .init(\.f5, wrappedBy: \._f5, propertyName: "f5"),
            .init(\.f6, wrappedBy: \._f6, propertyName: "f6"), .init(\.f7, wrappedBy: \._f7, propertyName: "f7"),
            .init(\.f8, wrappedBy: \._f8, propertyName: "f8"), .init(\.f9, wrappedBy: \._f9, propertyName: "f9"),
        ]
    }
}

/// A form of `fieldCount` required text fields, in sections of ten, as forms
/// of hundreds of fields are written: an array of sub-forms (a flat struct
/// of 1,000 property-wrapped fields takes the compiler minutes).
public struct SizedForm: ValidatableForm, PresentableForm, SubmittableForm {
    /// The groups, ten fields each.
    public var groups: [TenFields]

    /// A form of `fieldCount` fields, each holding "x".
    public init(fieldCount: Int) {
        groups = Array(repeating: TenFields(), count: fieldCount / 10)
    }

    public var validatedFields: [ValidatedField<Self>] {
        var fields: [ValidatedField<Self>] = []
        fields.reserveCapacity(groups.count * 10)
        for index in groups.indices {
            fields += groups[index].validatedFields.map { $0.nested(in: \.groups, at: index, name: "groups.\(index)") }
        }
        return fields
    }

    @MainActor
    public func submit() async throws -> Int { groups.count }

    /// The ten fields of a group.
    public static var groupFields: [WritableKeyPath<TenFields, String>] {
        [\.f0, \.f1, \.f2, \.f3, \.f4, \.f5, \.f6, \.f7, \.f8, \.f9]
    }

    public var layout: FormLayout<Self> {
        let count = groups.count
        let fields = Self.groupFields
        return FormLayout(title: "\(count * 10) fields") {
            for group in 0..<count {
                let element: WritableKeyPath<SizedForm, TenFields> = \.groups[group]
                FormSection("Part \(group + 1)") {
                    for (index, field) in fields.enumerated() {
                        TextRow("Field \(group * 10 + index + 1)", element.appending(path: field))
                    }
                }
            }
        }
    }
}
