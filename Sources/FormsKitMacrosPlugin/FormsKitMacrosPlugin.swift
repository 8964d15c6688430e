import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct FormsKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        ValidatableFormMacro.self
    ]
}
