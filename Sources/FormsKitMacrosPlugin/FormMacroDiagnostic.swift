import SwiftDiagnostics

/// What `@ValidatableForm` reports, each with how to fix it.
enum FormMacroDiagnostic: String, DiagnosticMessage {
    case notAStruct
    case handWrittenFields
    case staticField
    case unsupportedPattern

    var message: String {
        switch self {
        case .notAStruct:
            return "@ValidatableForm applies to a struct: forms are value types. Declare the form as a struct."
        case .handWrittenFields:
            return
                "@ValidatableForm derives 'validatedFields' from the @Validated properties; remove this hand-written list, or remove @ValidatableForm to keep it."
        case .staticField:
            return "A static @Validated property is not a field of the form; @ValidatableForm leaves it out. Make it an instance property to validate it."
        case .unsupportedPattern:
            return "@ValidatableForm needs one name per @Validated property; declare each field with its own 'var'."
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "FormsKitMacros", id: rawValue) }

    var severity: DiagnosticSeverity {
        switch self {
        case .staticField: return .warning
        case .notAStruct, .handWrittenFields, .unsupportedPattern: return .error
        }
    }
}

enum FormMacroFixIt: String, FixItMessage {
    case removeHandWrittenFields

    var message: String { "Remove the hand-written 'validatedFields'" }
    var fixItID: MessageID { MessageID(domain: "FormsKitMacros", id: rawValue) }
}
