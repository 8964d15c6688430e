import FormsKit

extension FormSession {
    /// What is wrong with the form as a whole, to show above it: messages a
    /// server sent for the whole form, messages for names that match no
    /// field (as "coupon: Expired"), and why the last submission failed when
    /// that was not about fields.
    public var formProblems: [String] {
        var problems = controller.formErrors
        problems += controller.unmatchedErrors.keys.sorted().map { key in
            "\(key): \(controller.unmatchedErrors[key, default: []].joined(separator: "; "))"
        }
        if let failureMessage { problems.append(failureMessage) }
        return problems
    }

    /// What a row shows is wrong: why its typed text does not read, then its
    /// field's messages.
    public func messages(for id: PartialKeyPath<Form>) -> [String] {
        var messages = inputProblem(of: id).map { [$0.message] } ?? []
        if let field = row(id)?.field { messages += controller.messages(for: field) }
        return messages
    }

    /// Whether an asynchronous check of the row's field is running.
    public func isChecking(_ id: PartialKeyPath<Form>) -> Bool {
        guard !controller.pendingValidations.isEmpty, let field = row(id)?.field else { return false }
        return controller.isValidationPending(for: field)
    }
}
