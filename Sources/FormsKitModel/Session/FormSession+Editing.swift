import FormsKit
import Foundation

extension FormSession {
    /// Sets the text of a text row.
    public func setText(_ text: String, for id: PartialKeyPath<Form>) {
        edit(id) { control in
            guard case .text(let text_) = control else { return false }
            text_.setText(text, in: controller)
            return true
        }
    }

    /// Turns a toggle row on or off.
    public func setOn(_ isOn: Bool, for id: PartialKeyPath<Form>) {
        edit(id) { control in
            guard case .toggle(let toggle) = control else { return false }
            toggle.setOn(isOn, in: controller)
            return true
        }
    }

    /// Sets a number row's value (`nil` clears an optional one).
    public func setNumber(_ number: Double?, for id: PartialKeyPath<Form>) {
        edit(id) { control in
            guard case .number(let number_) = control else { return false }
            number_.setNumber(number, in: controller)
            return true
        }
    }

    /// Moves a number row (stepper, slider) by `steps` steps.
    public func step(_ id: PartialKeyPath<Form>, by steps: Int) {
        edit(id) { control in
            guard case .number(let number) = control else { return false }
            number.step(by: steps, in: controller)
            return true
        }
    }

    /// Chooses the option at `index` of a choice row.
    public func select(_ index: Int, for id: PartialKeyPath<Form>) {
        edit(id) { control in
            guard case .choice(let choice) = control else { return false }
            choice.select(index, in: controller)
            return true
        }
    }

    /// Moves a choice row's choice by `offset` options, wrapping around.
    public func moveSelection(of id: PartialKeyPath<Form>, by offset: Int) {
        edit(id) { control in
            guard case .choice(let choice) = control else { return false }
            choice.move(by: offset, in: controller)
            return true
        }
    }

    /// Chooses or un-chooses the option at `index` of a multiple-choice row.
    public func toggleOption(_ index: Int, for id: PartialKeyPath<Form>) {
        edit(id) { control in
            guard case .multipleChoice(let choices) = control else { return false }
            choices.toggle(index, in: controller)
            return true
        }
    }

    /// Sets a date row's date (`nil` clears an optional one).
    public func setDate(_ date: Date?, for id: PartialKeyPath<Form>) {
        edit(id) { control in
            guard case .date(let date_) = control else { return false }
            date_.setDate(date, in: controller)
            return true
        }
    }

    /// Applies an edit to a usable row, then runs its change handlers.
    private func edit(_ id: PartialKeyPath<Form>, _ apply: (RowControl<Form>) -> Bool) {
        guard let row = row(id), row.isEnabled(inController: controller) else { return }
        guard apply(row.control) else { return }
        for handler in row.changeHandlers { handler(self) }
        eventHandler?(.changed(id))
    }

    /// Activates a row, as a tap, a click or Enter on it does: a toggle
    /// flips, a button acts, a link opens. Then the row's tap handlers run.
    ///
    /// - Returns: What the surface has to do: submit, cancel, open a destination.
    @discardableResult
    public func activate(_ id: PartialKeyPath<Form>) -> ActivationResult {
        guard let row = row(id), row.isEnabled(inController: controller) else { return .ignored }
        var result = ActivationResult.handled
        switch row.control {
        case .toggle(let toggle):
            toggle.setOn(!toggle.isOn(in: controller), in: controller)
            for handler in row.changeHandlers { handler(self) }
            eventHandler?(.changed(id))
        case .button(let button):
            switch button.role {
            case .submit: result = .submit
            case .cancel: result = .cancel
            case .reset: controller.reset()
            case .plain, .destructive: break
            }
            button.action?(self)
        case .link(let link):
            result = .open(link.destination)
        case .text, .number, .choice, .multipleChoice, .date, .value, .note, .custom:
            break
        }
        for handler in row.tapHandlers { handler(self) }
        eventHandler?(.activated(id))
        return result
    }
}

extension FormRow {
    @MainActor
    func isEnabled(inController controller: FormController<Form>) -> Bool {
        controller.readForm { isEnabled(in: $0) }
    }
}

/// What activating a row asks of the surface.
public enum ActivationResult {
    /// The row could not be used (hidden, disabled, unknown).
    case ignored
    /// Done; nothing more to do.
    case handled
    /// Submit the form.
    case submit
    /// Cancel the form (asking first when it is dirty).
    case cancel
    /// Open this destination.
    case open(FormDestination)
}
