/// A rule declared on a form rather than on one field: a cross-field rule
/// ("confirmation must match password") or an asynchronous rule ("is this
/// name free?").
///
/// Return them from ``ValidatableForm/formRules``. A ``FormController`` runs
/// them and shows their messages on the rule's target field, together with
/// the field's own rules' messages:
///
/// ```swift
/// var formRules: [FormRule<Self>] {
///     [.matches(\.confirmation, \.password, message: "Passwords do not match"),
///      .asyncCheck(for: \.username) { name in
///          await directory.isTaken(name) ? "\(name) is taken" : nil
///      }]
/// }
/// ```
///
/// A form rule's target follows its own field's ``ValidationMode``: its message
/// appears whenever that field validates.
public struct FormRule<Form> {
    /// The field whose state shows this rule's message.
    let target: PartialKeyPath<Form>
    let kind: Kind
    /// The rule as a check a client can run too, when it can be described
    /// as one: a ``matches(_:_:message:)`` of text fields.
    var clientDescription: CrossFieldClientCheck<Form>?

    enum Kind {
        /// Re-evaluated when any of `dependencies` changes (`nil`: any field).
        /// The check may name other fields through the `FieldNames` it is given.
        case crossField(dependencies: [PartialKeyPath<Form>]?, check: (Form, FieldNames<Form>) -> String?)
        case async(AsyncFieldCheck<Form>)
    }
}

// MARK: - Cross-field rules

extension FormRule {
    /// Requires `field` to equal `other`, as a password confirmation does.
    ///
    /// Between text fields (`String` or `String?`) a client can run the rule
    /// too (``ClientCheck/Kind/matches(field:)``): a page checks it as the
    /// person types in either field, with the same message.
    ///
    /// - Parameters:
    ///   - field: The field that shows the message (`\.confirmation`).
    ///   - other: The field it must equal (`\.password`).
    ///   - message: The message; defaults to ``ValidationMessage/mismatch(other:)``
    ///     naming `other` by its property name in words (`confirmPassword`
    ///     reads "confirm password").
    public static func matches<V: Equatable>(
        _ field: KeyPath<Form, V>,
        _ other: KeyPath<Form, V>,
        message: String? = nil
    ) -> FormRule {
        func text(_ form: Form, _ names: FieldNames<Form>) -> String {
            message ?? ValidationMessages.text(for: .mismatch(other: names.displayName(of: other, in: form)))
        }
        var rule = FormRule(
            target: field,
            kind: .crossField(dependencies: [field, other]) { form, names in
                form[keyPath: field] != form[keyPath: other] ? text(form, names) : nil
            })
        // Only text compares on a client as on the server: other values
        // (numbers, dates) are read from text in ways a client may not share.
        if V.self == String.self || V.self == String?.self {
            rule.clientDescription = CrossFieldClientCheck(other: other, message: text)
        }
        return rule
    }

    /// A rule over the whole form whose message appears on `target`.
    ///
    /// ```swift
    /// .rule(for: \.endDate, dependsOn: \.startDate) { form in
    ///     form.endDate >= form.startDate ? nil : "Must end after it starts"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - target: The field that shows the message.
    ///   - dependencies: The other fields the rule reads. The rule is checked
    ///     again when `target` or one of them changes. Leave empty to check it
    ///     after every change of any field.
    ///   - check: Returns `nil` when the form passes, otherwise the message.
    public static func rule<V>(
        for target: KeyPath<Form, V>,
        dependsOn dependencies: PartialKeyPath<Form>...,
        check: @escaping (Form) -> String?
    ) -> FormRule {
        let watched: [PartialKeyPath<Form>]? = dependencies.isEmpty ? nil : [target] + dependencies
        return FormRule(target: target, kind: .crossField(dependencies: watched) { form, _ in check(form) })
    }
}

// MARK: - Asynchronous rules

extension FormRule {
    /// A check that has to wait for an answer, such as "is this user name
    /// free?".
    ///
    /// The check runs when `field` validates (by its mode) and passes its own
    /// rules. While it runs the field is ``Validated/State/editing`` and
    /// ``FormController/pendingValidations`` contains it, so a surface can show
    /// progress. Edits within `debounce` of each other start one check; a check
    /// for a value that has since changed is cancelled and its answer ignored.
    /// ``FormController/submit()`` waits for running checks.
    ///
    /// - Parameters:
    ///   - field: The field to check.
    ///   - debounce: How long the value must stay unchanged before the check
    ///     starts. Validation on blur, ``FormController/validate()`` and
    ///     ``FormController/submit()`` start it at once.
    ///   - check: Returns `nil` when the value passes, otherwise the message.
    ///     Runs in a task of its own, away from the form, so it is
    ///     `@Sendable`; mark it `@MainActor` to run it there.
    public static func asyncCheck<V: Equatable & Sendable>(
        for field: KeyPath<Form, V>,
        debounce: Duration = .milliseconds(300),
        check: @escaping @Sendable (V) async -> String?
    ) -> FormRule {
        FormRule(target: field, kind: .async(AsyncFieldCheck(field: field, debounce: debounce, check: check)))
    }
}

/// A cross-field rule as a client can run it: the other field it compares
/// its target with, and its message.
struct CrossFieldClientCheck<Form> {
    let other: PartialKeyPath<Form>
    let message: (Form, FieldNames<Form>) -> String
}

/// Names the fields of a form for messages of cross-field rules.
struct FieldNames<Form> {
    /// The property name of the field at a key path of a form, if it is one
    /// of the form's fields.
    let propertyName: (AnyKeyPath, Form) -> String?

    init(_ propertyName: @escaping (AnyKeyPath, Form) -> String?) {
        self.propertyName = propertyName
    }

    /// The property name of the field at `keyPath` of `form`, in words:
    /// `ownerEmail` gives "owner email".
    func displayName(of keyPath: AnyKeyPath, in form: Form) -> String {
        PropertyNames.words(propertyName(keyPath, form) ?? "the other field")
    }
}

/// An asynchronous check of one field, with its value type hidden.
final class AsyncFieldCheck<Form> {
    let debounce: Duration
    /// Captures the field's current value: returns the check to run for it and
    /// a test of whether a form still holds that value.
    let capture: (Form) -> (run: @Sendable () async -> String?, isCurrent: (Form) -> Bool)

    init<V: Equatable & Sendable>(field: KeyPath<Form, V>, debounce: Duration, check: @escaping @Sendable (V) async -> String?) {
        self.debounce = debounce
        self.capture = { form in
            let value = form[keyPath: field]
            return ({ await check(value) }, { $0[keyPath: field] == value })
        }
    }
}
