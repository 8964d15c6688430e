import FormsKit

extension FormSession {
    /// What is wrong with the form as a whole, to show above it: messages a
    /// server sent for the whole form, messages for names that match no
    /// field (as "coupon: Expired"), and why the last submission failed when
    /// that was not about fields.
    public var formProblems: [String] {
        observation.read()
        var problems = translated(controller.formErrors)
        problems += controller.unmatchedErrors.keys.sorted().map { key in
            "\(key): \(translated(controller.unmatchedErrors[key, default: []]).joined(separator: "; "))"
        }
        if let failureMessage { problems.append(translated(failureMessage)) }
        return problems
    }

    /// `message` in the language in effect: a message of the form's own
    /// (a rule's `message:`, an error its `submit()` threw) through the
    /// layout's ``FormLayout/texts``; FormsKit's own are in it already.
    package func translated(_ message: String) -> String {
        guard let texts = shownLayout.texts else { return message }
        return texts.translation(of: message, in: .current) ?? message
    }

    /// `messages`, each in the language in effect (``translated(_:)-(String)``).
    package func translated(_ messages: [String]) -> [String] {
        guard shownLayout.texts != nil, !messages.isEmpty else { return messages }
        return messages.map { translated($0) }
    }

    /// What a row shows is wrong: why its typed text does not read, then its
    /// field's messages.
    public func messages(for id: PartialKeyPath<Form>) -> [String] {
        row(id).map(messages(for:)) ?? []
    }

    /// What `row` shows is wrong, without looking the row up.
    @_spi(FormsKitSurface) public func messages(for row: FormRow<Form>) -> [String] {
        observation.read()
        // Text that was not written (too long, not a number) is what the
        // row shows: its field's rules judged the value before it, which
        // the person no longer sees ("Name is required" beside "Must be no
        // more than 60 characters").
        if !typedText.isEmpty, let problem = inputProblem(of: row) { return [problem.message] }
        return row.field.map { translated(controller.messages(for: $0)) } ?? []
    }

    /// What `row` shows is wrong, as ``messages(for:)-(FormRow<Form>)``
    /// gives it, for a surface that has worked out once per outline whether
    /// the row keeps drafts (`RowControl.keepsDrafts`) and its field's
    /// position (`FormController.fieldIndex(of:)`); and, for a row that
    /// shows a draft, the draft's text, read with the same look at it: for
    /// a surface that shows both. (The text is `nil` for a row that shows
    /// its value.)
    package func messagesAndText(for row: FormRow<Form>, keepsDrafts: Bool, fieldIndex: Int?) -> (messages: [String], text: String?) {
        guard keepsDrafts else { return (messages(withProblem: nil, fieldIndex: fieldIndex), nil) }
        let (text, problem) = draftTextAndProblem(of: row)
        return (messages(withProblem: problem, fieldIndex: fieldIndex), text)
    }

    /// `problem`'s message alone (the field's are about a value the row no
    /// longer shows), else those of the field at `fieldIndex`.
    private func messages(withProblem problem: InputProblem?, fieldIndex: Int?) -> [String] {
        if let problem { return [problem.message] }
        return fieldIndex.map { translated(controller.messages(ofFieldAt: $0)) } ?? []
    }

    /// Validates the field of the row `id` now, whatever its mode, as a
    /// surface that asks one row at a time does after each answer; for a
    /// row of a repeated group's element, the group's own field too (its
    /// rules about the whole list: "Each option must be different"), so
    /// that ``messages(ofGroup:)`` and ``messageAnchor(ofGroup:)`` are about
    /// the list as it is now. Asynchronous checks start at once
    /// (`FormController.waitForPendingValidations()` waits for them).
    @_spi(FormsKitSurface) public func validate(row id: PartialKeyPath<Form>) {
        if let field = row(id)?.field { controller.validate(field) }
        guard let (groupID, _) = element(containing: id), let group = group(named: groupID) else { return }
        controller.validate(group.field)
        refreshGroupAnchors()
    }

    /// Whether an asynchronous check of the row's field is running.
    @_spi(FormsKitSurface) public func isChecking(_ id: PartialKeyPath<Form>) -> Bool {
        guard !controller.pendingValidations.isEmpty else { return false }
        return row(id).map(isChecking(_:)) ?? false
    }

    /// Whether an asynchronous check of `row`'s field is running.
    @_spi(FormsKitSurface) public func isChecking(_ row: FormRow<Form>) -> Bool {
        guard !controller.pendingValidations.isEmpty, let field = row.field else { return false }
        return controller.isValidationPending(for: field)
    }
}
