import FormsKit
import FormsKitModel

/// Applies a browser's submission to a form session, through the same calls
/// the terminal and SwiftUI make: typed text for text, numbers and dates
/// (kept as typed when it does not read, with the field's message), ticks for
/// checkboxes, option indices for choices.
///
/// ```swift
/// let submission = try URLEncodedForm(parsing: body)
/// let result = HTMLFormDecoder.decode(submission, into: session)
/// if result.action == .submit { _ = await session.submit() }
/// ```
///
/// A value that does not convert never fails the request: text stays as typed
/// with its input problem, and a choice that was not offered becomes a message
/// on that field (``HTMLFormDecoding/problems``). Only fields that were on the
/// page are changed; an unchecked box or an empty checkbox group, which
/// browsers do not send, clears its value because the page marked the field as
/// present.
public enum HTMLFormDecoder<Form: ValidatableForm> {
    /// The name of the hidden inputs that mark checkboxes and checkbox groups
    /// as present on the page.
    public static var presenceKey: String { "_fk_present" }
    /// The name of the hidden inputs that give a repeated group's element
    /// count on the page (`options:3`).
    public static var groupCountKey: String { "_fk_group" }

    /// Applies `submission` to `session` and applies the action of the button
    /// that sent it, except submitting, which the caller does (it is
    /// asynchronous).
    @MainActor
    public static func decode(_ submission: URLEncodedForm, into session: FormSession<Form>) -> HTMLFormDecoding {
        matchGroupCounts(submission, in: session)
        let present = Set(submission.values(for: presenceKey))
        var problems: [String: String] = [:]
        for index in session.outline.indices where session.isVisible(at: index) {
            let resolved = session.resolvedRow(at: index)
            guard resolved.isEnabled else { continue }
            let row = resolved.row
            let name = session.htmlName(of: row)
            switch row.control {
            case .text, .number:
                if let value = submission.value(for: name) { session.setText(value, for: row.id) }
            case .date:
                if let value = submission.value(for: name) { session.setText(modelDate(value), for: row.id) }
            case .toggle:
                if present.contains(name) { session.setOn(submission.contains(name), for: row.id) }
            case .choice(let choice):
                guard let value = submission.value(for: name) else { continue }
                if let index = Int(value), choice.optionLabels(in: session.controller).indices.contains(index) {
                    session.select(index, for: row.id)
                } else {
                    problems[name] = ValidationMessages.text(for: .notAnOption)
                }
            case .multipleChoice(let choice):
                guard present.contains(name) else { continue }
                let count = choice.optionLabels(in: session.controller).count
                var indices: Set<Int> = []
                for value in submission.values(for: name) {
                    if let index = Int(value), (0..<count).contains(index) {
                        indices.insert(index)
                    } else {
                        problems[name] = ValidationMessages.text(for: .notAnOption)
                    }
                }
                session.selectOptions(indices, for: row.id)
            case .value, .note, .button, .link, .custom:
                continue
            }
        }
        let action = HTMLFormAction(value: submission.value(for: HTMLFormAction.key))
        var groupEdit: GroupEditResult?
        switch action {
        case .add(let group): groupEdit = session.appendElement(toGroup: group)
        case .remove(let group, let index): groupEdit = session.removeElement(at: index, fromGroup: group)
        case .move(let group, let index, let offset): groupEdit = session.moveElement(from: index, to: index + offset, inGroup: group)
        case .reset: session.controller.reset()
        case .submit, .cancel, .activate: break
        }
        return HTMLFormDecoding(action: action, problems: problems, groupEdit: groupEdit)
    }

    /// Makes each repeated group as long as it was on the page, so that the
    /// submitted elements' fields exist before their values are applied.
    @MainActor
    private static func matchGroupCounts(_ submission: URLEncodedForm, in session: FormSession<Form>) {
        for marker in submission.values(for: groupCountKey) {
            guard let colon = marker.lastIndex(of: ":"), let count = Int(marker[marker.index(after: colon)...]) else { continue }
            let group = String(marker[..<colon])
            guard let definition = session.group(named: group), count >= 0, count <= (definition.maximum ?? 1_000) else { continue }
            var current = session.elementCount(ofGroup: group)
            while current < count, case .done = session.appendElement(toGroup: group) { current += 1 }
            while current > count, case .done = session.removeElement(at: current - 1, fromGroup: group) { current -= 1 }
        }
    }

    /// A browser's `datetime-local` value (`2026-11-22T09:30`) as the model's text.
    static func modelDate(_ value: String) -> String {
        value.count == 16 && value.dropFirst(10).first == "T" ? value.prefix(10) + " " + value.dropFirst(11) : value
    }
}

/// What ``HTMLFormDecoder`` found in a submission.
public struct HTMLFormDecoding {
    /// The action of the button that sent the form.
    public let action: HTMLFormAction
    /// Messages about values that could not be applied, by field name: show
    /// them with ``HTMLFormRenderer/decodingProblems``.
    public let problems: [String: String]
    /// The result of an add, remove or move, when the action was one.
    public let groupEdit: GroupEditResult?
}
