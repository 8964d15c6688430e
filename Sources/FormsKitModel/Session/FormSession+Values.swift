import FormsKit
import Foundation

extension FormSession {
    // The values of rows by id, as a surface that shows each kind of row
    // with a native control of its own reads them (the setters are in
    // FormSession+Editing). Each is the row's value for rows of its kind,
    // and nothing for others.

    /// Whether a toggle row is on.
    @_spi(FormsKitSurface) public func isOn(_ id: PartialKeyPath<Form>) -> Bool {
        guard case .toggle(let toggle) = row(id)?.control else { return false }
        return toggle.isOn(in: controller)
    }

    /// A number row's value.
    @_spi(FormsKitSurface) public func number(of id: PartialKeyPath<Form>) -> Double? {
        guard case .number(let number) = row(id)?.control else { return nil }
        return number.number(in: controller)
    }

    /// A choice or multiple-choice row's option labels.
    @_spi(FormsKitSurface) public func optionLabels(of id: PartialKeyPath<Form>) -> [String] {
        switch row(id)?.control {
        case .choice(let choice): return choice.optionLabels(in: controller)
        case .multipleChoice(let choice): return choice.optionLabels(in: controller)
        case .text, .toggle, .number, .date, .value, .note, .button, .link, .custom, .file, nil: return []
        }
    }

    /// A choice row's chosen option.
    @_spi(FormsKitSurface) public func selectedIndex(of id: PartialKeyPath<Form>) -> Int? {
        guard case .choice(let choice) = row(id)?.control else { return nil }
        return choice.selectedIndex(in: controller)
    }

    /// A multiple-choice row's chosen options.
    @_spi(FormsKitSurface) public func selectedIndices(of id: PartialKeyPath<Form>) -> Set<Int> {
        guard case .multipleChoice(let choice) = row(id)?.control else { return [] }
        return choice.selectedIndices(in: controller)
    }

    /// A date row's date.
    @_spi(FormsKitSurface) public func date(of id: PartialKeyPath<Form>) -> Date? {
        guard case .date(let date) = row(id)?.control else { return nil }
        return date.date(in: controller)
    }

    /// A value row's text.
    @_spi(FormsKitSurface) public func valueText(of id: PartialKeyPath<Form>) -> String {
        guard case .value(let value) = row(id)?.control else { return "" }
        return value.text(in: controller)
    }

    /// A custom row's content.
    @_spi(FormsKitSurface) public func customContent(of id: PartialKeyPath<Form>) -> ChromeNode? {
        guard case .custom(let custom) = row(id)?.control else { return nil }
        return custom.content(in: controller)
    }
}
