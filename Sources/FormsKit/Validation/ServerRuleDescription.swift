/// A rule only the server runs, described for a client that should know it
/// exists: a form's JSON Schema lists these in `x-formskit-rules`, so a
/// program that sends the form knows which refusals no schema keyword
/// predicts.
///
/// Rules that describe themselves to a client (``ClientCheckableRule``) are
/// not among them; their ``ClientCheck``s say more.
package struct ServerRuleDescription: Hashable, Sendable {
    /// What kind of rule it is.
    package enum Kind: String, Hashable, Sendable {
        /// A predicate of the form's own (`.satisfies(...)`).
        case predicate
        /// A date before, after or within limits worked out when it runs.
        case dateLimit
        /// Items that must differ from each other.
        case uniqueItems
        /// A number of items.
        case count
        /// A file's type.
        case fileType
        /// A rule of the form that reads other fields.
        case crossField
        /// A check that runs asynchronously, such as a server's lookup.
        case asynchronous
        /// Something the form's submission checks (``SubmissionCheckRule``),
        /// said in ``ServerRuleDescription/detail``.
        case submission
        /// A rule type of the form's own, named by ``ServerRuleDescription/detail``.
        case custom
    }

    /// What kind of rule it is.
    package var kind: Kind
    /// The rule's type, for a rule of the form's own; what is checked, for
    /// a check of the submission.
    package var detail: String?
    /// What the rule says when the value fails it, in the current
    /// language; empty when the rule only knows it for a value (a
    /// cross-field rule, an asynchronous check, a custom rule).
    package var messages: [String]

    package init(_ kind: Kind, detail: String? = nil, messages: [String] = []) {
        self.kind = kind
        self.detail = detail
        self.messages = messages
    }

    /// `rule` described: by itself when it can be, else as a rule of the
    /// form's own, by its type's name.
    package init(_ rule: any ValidationRule) {
        if let described = rule as? any ServerDescribedRule {
            self = described.serverRuleDescription
        } else {
            self.init(.custom, detail: String(describing: type(of: rule)))
        }
    }
}

/// A built-in rule that no client check describes, describing itself for
/// ``ServerRuleDescription``.
package protocol ServerDescribedRule {
    var serverRuleDescription: ServerRuleDescription { get }
}

extension PredicateRule: ServerDescribedRule {
    package var serverRuleDescription: ServerRuleDescription { ServerRuleDescription(.predicate, messages: [message]) }
}

extension DateRule: ServerDescribedRule {
    // The default message names the limit, read when the rule runs.
    package var serverRuleDescription: ServerRuleDescription { ServerRuleDescription(.dateLimit, messages: message.map { [$0] } ?? []) }
}

extension UniqueItemsRule: ServerDescribedRule {
    package var serverRuleDescription: ServerRuleDescription {
        ServerRuleDescription(.uniqueItems, messages: [message ?? ValidationMessages.text(for: .duplicateItems)])
    }
}

extension CountRule: ServerDescribedRule {
    package var serverRuleDescription: ServerRuleDescription {
        if let message { return ServerRuleDescription(.count, messages: [message]) }
        var messages: [String] = []
        if let minimum { messages.append(ValidationMessages.text(for: .tooFewItems(minimum: minimum))) }
        if let maximum { messages.append(ValidationMessages.text(for: .tooManyItems(maximum: maximum))) }
        return ServerRuleDescription(.count, messages: messages)
    }
}

extension FileTypeRule: ServerDescribedRule {
    package var serverRuleDescription: ServerRuleDescription {
        ServerRuleDescription(.fileType, messages: [message ?? ValidationMessages.text(for: .fileTypeNotAccepted(types: types.joined(separator: ", ")))])
    }
}

extension OptionalValueRule: ServerDescribedRule {
    package var serverRuleDescription: ServerRuleDescription { ServerRuleDescription(wrapped) }
}
