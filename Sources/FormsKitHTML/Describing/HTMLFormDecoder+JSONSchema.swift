import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

extension HTMLFormDecoder {
    /// The JSON Schema (draft 2020-12) of the JSON body `session`'s form
    /// takes (``submission(fromJSON:for:limits:)``), from its definition:
    /// one member per field, nested as the fields' names nest, with its
    /// JSON type, whether it is required, and what its rules say that a
    /// schema can say (see ``FormJSONSchema``). Titles and messages are in
    /// the language in effect, as the form's page is.
    ///
    /// A member left out keeps its field's value, so a body must have only
    /// the fields whose rules ask for a value the session does not hold
    /// yet: an edit form that holds a saved value takes a body without it.
    /// A form in steps is described whole: every step's fields, those of a
    /// step its answers may skip never required. A field shown or usable
    /// only for some answers is never required either.
    ///
    /// The session is the schema's own: it is given an element in each
    /// repeated group that has none, to see the element's fields. Make a
    /// fresh one for it.
    public static func jsonSchema(for session: FormSession<Form>, limits: SubmittedFormLimits = .standard) -> FormJSONSchema {
        JSONSchemaWriter(session: session, limits: limits).write()
    }
}

/// Walks a session's rows and writes the schema of its JSON body.
private struct JSONSchemaWriter<Form: ValidatableForm> {
    let session: FormSession<Form>
    let limits: SubmittedFormLimits

    /// A member of the body: a field, an object of members, or an array
    /// of one kind of item.
    struct Node {
        var schema = FormJSONSchema()
        var members: [String: Node] = [:]
        var requiredMembers: Set<String> = []
        var item: [Node] = []
    }

    func write() -> FormJSONSchema {
        var groupNames: [String: RepeatedRows<Form>] = [:]
        for section in session.layout.sections.indices {
            for group in session.repeatedGroups(inSection: section) {
                if session.elementCount(ofGroup: group.id) == 0 { _ = session.appendElement(toGroup: group.id) }
                // Named as a page posts its elements: its array's field
                // name, or the name its elements' fields give.
                if let name = session.elementNamePrefix(ofGroup: group.id) { groupNames[name] = group }
            }
        }
        let outline = session.outline
        let version = session.structureVersion
        let stepOfSection = Dictionary(
            session.layout.steps.flatMap { step in step.sections.map { ($0, step) } }, uniquingKeysWith: { first, _ in first })
        var root = Node()
        for index in outline.indices {
            let entry = outline[index]
            if case .element(_, let element) = entry.place, element > 0 { continue }
            guard var field = fieldSchema(entry.row.control, row: entry.row) else { continue }
            field.schema.title = entry.row.anatomy.title.isEmpty ? nil : entry.row.anatomy.title
            let section = session.layout.sections[entry.section]
            let always = entry.row.isUnconditional && section.isUnconditional && (stepOfSection[entry.section]?.isUnconditional ?? true)
            let name = session.htmlName(ofRowAt: index, in: outline, version: version)
            insert(field.schema, required: always && field.isRequired, at: path(of: name, groups: groupNames), into: &root, groups: groupNames)
        }
        var schema = build(root, isRoot: true)
        // A form that holds saved values submits once one of them changed.
        if session.controller.isPopulated {
            schema.rules.append(FormJSONSchema.Rule(kind: "changed", messages: [SubmitUnavailability.unchanged.message]))
        }
        translateRules(in: &schema)
        schema.dialect = "https://json-schema.org/draft/2020-12/schema"
        schema.title = session.layout.title
        // The wire format's own member: a JSON body can only submit.
        var action = FormJSONSchema(types: [.string])
        action.enumValues = [.string(HTMLFormAction.submitValue)]
        schema.properties[HTMLFormAction.key] = action
        return schema
    }

    /// The form's own messages in the language in effect, as its page
    /// shows them; FormsKit's are in it already.
    private func translateRules(in schema: inout FormJSONSchema) {
        for index in schema.rules.indices {
            schema.rules[index].messages = session.translated(schema.rules[index].messages)
            if schema.rules[index].kind == ServerRuleDescription.Kind.submission.rawValue, let check = schema.rules[index].value {
                schema.rules[index].value = session.translated(check)
            }
        }
        for (name, var property) in schema.properties {
            translateRules(in: &property)
            schema.properties[name] = property
        }
        if var items = schema.items {
            translateRules(in: &items)
            schema.items = items
        }
    }

    /// The parts of a field's name, the position of a repeated group's
    /// element as `*`: `options.0.text` is `options`, `*`, `text`.
    private func path(of name: String, groups: [String: RepeatedRows<Form>]) -> [String] {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var path: [String] = []
        var prefix = ""
        for part in parts {
            if !prefix.isEmpty, groups[prefix] != nil, part.allSatisfy(\.isNumber) {
                path.append("*")
            } else {
                path.append(part)
            }
            prefix += (prefix.isEmpty ? "" : ".") + part
        }
        return path
    }

    private func insert(
        _ schema: FormJSONSchema, required: Bool, at path: [String], into node: inout Node, groups: [String: RepeatedRows<Form>], prefix: String = ""
    ) {
        guard let first = path.first else {
            node.schema = schema
            return
        }
        let rest = Array(path.dropFirst())
        if first == "*" {
            if node.item.isEmpty { node.item = [Node()] }
            insert(schema, required: required, at: rest, into: &node.item[0], groups: groups, prefix: prefix + ".*")
            return
        }
        let name = prefix.isEmpty ? first : prefix + "." + first
        var member = node.members[first] ?? Node()
        if let group = groups[name], member.item.isEmpty {
            // A repeated group: an array, as long as the group may be.
            member.schema.types = [.array]
            member.schema.minItems = group.minimum > 0 ? group.minimum : nil
            member.schema.maxItems = min(group.maximum ?? limits.maximumGroupSize, limits.maximumGroupSize)
            if group.minimum > 0 { member.schema.rules.append(FormJSONSchema.Rule(kind: "count", messages: [group.minimumMessage], limit: group.minimum)) }
            // The rules of the group's own field (a count, unique items).
            for rule in session.controller.serverRuleDescriptions(for: group.field) {
                member.schema.rules.append(FormJSONSchema.Rule(kind: rule.kind.rawValue, messages: rule.messages, value: rule.detail))
            }
            member.item = [Node()]
        }
        insert(schema, required: required, at: rest, into: &member, groups: groups, prefix: name)
        node.members[first] = member
        if required || (groups[name]?.minimum ?? 0) > 0 { node.requiredMembers.insert(first) }
    }

    private func build(_ node: Node, isRoot: Bool = false) -> FormJSONSchema {
        var schema = node.schema
        if let item = node.item.first {
            schema.items = build(item)
        } else if !node.members.isEmpty || isRoot {
            schema.types = [.object]
            schema.additionalProperties = false
            schema.properties = node.members.mapValues { build($0) }
            schema.required = node.requiredMembers.sorted()
        }
        return schema
    }

    // MARK: Fields

    /// A field's schema, and whether a body must have it; `nil` for rows
    /// that take nothing.
    private func fieldSchema(_ control: RowControl<Form>, row: FormRow<Form>) -> (schema: FormJSONSchema, isRequired: Bool)? {
        let controller = session.controller
        let checks = row.field.map { controller.clientChecks(for: $0) } ?? []
        let serverRules = row.field.map { controller.serverRuleDescriptions(for: $0) } ?? []
        var schema: FormJSONSchema
        var isRequired = false
        /// Whether the form holds a value for the row already.
        var holdsValue = false
        switch control {
        case .text(let text):
            (schema, isRequired) = textSchema(text, checks: checks)
            holdsValue = !text.text(in: controller).allSatisfy(\.isWhitespace)
        case .number(let number):
            (schema, isRequired) = numberSchema(number, checks: checks)
            holdsValue = number.number(in: controller) != nil
        case .date(let date):
            (schema, isRequired) = dateSchema(date, checks: checks)
            holdsValue = date.date(in: controller) != nil
        case .toggle(let toggle):
            holdsValue = toggle.isOn(in: controller)
            schema = FormJSONSchema(types: [.boolean, .null])
            if let check = checks.first(where: { $0.kind == .checked }) {
                schema.types = [.boolean]
                schema.enumValues = [.bool(true)]
                schema.rules.append(FormJSONSchema.Rule(kind: "checked", messages: [check.message]))
                isRequired = true
            }
        case .choice(let choice):
            schema = FormJSONSchema(types: [.string])
            let labels = choice.optionLabels(in: controller)
            let names = choice.optionOutputNames(in: controller)
            schema.enumValues = zip(labels, names).map { label, name in .string(name ?? label) }
            schema.enumTitles = labels
            isRequired = checks.contains { $0.kind == .required }
            holdsValue = choice.selectedIndex(in: controller) != nil
        case .multipleChoice(let choice):
            holdsValue = !choice.selectedIndices(in: controller).isEmpty
            var item = FormJSONSchema(types: [.string])
            let labels = choice.optionLabels(in: controller)
            let names = choice.optionOutputNames(in: controller)
            item.enumValues = zip(labels, names).map { label, name in .string(name ?? label) }
            item.enumTitles = labels
            schema = FormJSONSchema(types: [.array, .null])
            schema.items = item
            // The server keeps each option once: an array that names one
            // twice would count fewer than it holds.
            schema.uniqueItems = true
            schema.maxItems = labels.count
            if let check = checks.first(where: { $0.kind == .required }) {
                schema.types = [.array]
                schema.minItems = 1
                schema.rules.append(FormJSONSchema.Rule(kind: "required", messages: [check.message]))
                isRequired = true
            }
        case .file:
            // Files come in a multipart body; JSON can only say "none".
            schema = FormJSONSchema(types: [.null])
            schema.rules.append(FormJSONSchema.Rule(kind: "file", messages: [ValidationMessages.text(for: .filesNeedMultipart)]))
        case .value, .note, .button, .link, .custom:
            return nil
        }
        // A member left out keeps the field's value: a body must have it
        // only while the form holds no value its rules take (an edit form
        // that holds a saved one takes a body without it).
        if holdsValue { isRequired = false }
        for check in checks {
            if case .matches(let field) = check.kind {
                schema.rules.append(FormJSONSchema.Rule(kind: "matches", messages: [check.message], value: field))
            }
        }
        for rule in serverRules {
            schema.rules.append(FormJSONSchema.Rule(kind: rule.kind.rawValue, messages: rule.messages, value: rule.detail))
        }
        return (schema, isRequired)
    }

    private func textSchema(_ text: TextControl<Form>, checks: [ClientCheck]) -> (FormJSONSchema, Bool) {
        var schema = FormJSONSchema(types: [.string, .null])
        // A value's bytes are limited; code points are never more than
        // bytes, so this is never stricter than the server.
        schema.maxLength = limits.maximumValueLength
        var isRequired = false
        if text.style == .secure { schema.writeOnly = true }
        if !text.isVerbatim {
            schema.rules.append(FormJSONSchema.Rule(kind: "format", messages: [], value: text.formatName))
        }
        if let limit = text.characterLimit, limit < Int.max {
            schema.rules.append(
                FormJSONSchema.Rule(kind: "maximumLength", messages: [ValidationMessages.text(for: .tooLong(maximum: limit))], limit: limit))
        }
        for check in checks {
            switch check.kind {
            case .required:
                schema.types = [.string]
                schema.minLength = max(schema.minLength ?? 0, 1)
                // White space alone is empty, by Swift's Unicode idea of
                // white space, which no portable pattern says.
                schema.rules.append(FormJSONSchema.Rule(kind: "required", messages: [check.message]))
                isRequired = true
            case .minimumLength(let count):
                // Grapheme clusters: code points are never fewer.
                schema.minLength = max(schema.minLength ?? 0, count)
                schema.rules.append(FormJSONSchema.Rule(kind: "minimumLength", messages: [check.message], limit: count))
            case .maximumLength(let count):
                schema.rules.append(FormJSONSchema.Rule(kind: "maximumLength", messages: [check.message], limit: count))
            case .pattern(let icu):
                if schema.pattern == nil, let portable = PortablePattern.convert(icu, endAnchorIsPortable: text.style != .secure) {
                    schema.pattern = portable
                } else {
                    schema.rules.append(FormJSONSchema.Rule(kind: "pattern", messages: [check.message], value: icu))
                }
            case .email:
                schema.format = "email"
                schema.rules.append(FormJSONSchema.Rule(kind: "email", messages: [check.message]))
            case .url(let schemes):
                schema.format = "uri"
                schema.rules.append(FormJSONSchema.Rule(kind: "url", messages: [check.message], value: schemes.isEmpty ? nil : schemes.joined(separator: ",")))
            case .minimum, .maximum, .multipleOf, .wholeNumber, .checked, .matches, .maximumFileSize:
                break
            }
        }
        return (schema, isRequired)
    }

    private func numberSchema(_ number: NumberControl<Form>, checks: [ClientCheck]) -> (FormJSONSchema, Bool) {
        var schema = FormJSONSchema(types: [number.isInteger ? .integer : .number])
        if number.isOptional { schema.types.append(.null) }
        var lower = number.isInteger ? Double(Int64.min) : -Double.greatestFiniteMagnitude
        var upper = number.isInteger ? Double(Int64.max) : Double.greatestFiniteMagnitude
        if let range = number.range {
            lower = max(lower, range.lowerBound)
            upper = min(upper, range.upperBound)
        }
        // A member left out keeps the field's value: only a rule that asks
        // for a value makes it required.
        var isRequired = false
        for check in checks {
            switch check.kind {
            case .minimum(.number(let bound)): lower = max(lower, bound)
            case .maximum(.number(let bound)): upper = min(upper, bound)
            case .multipleOf(let step):
                schema.multipleOf = FormJSONSchema.Number(step)
                // A fraction is checked within a tolerance, which no
                // schema says.
                if step.rounded() != step { schema.rules.append(FormJSONSchema.Rule(kind: "multipleOf", messages: [check.message])) }
            case .required:
                schema.types.removeAll { $0 == .null }
                isRequired = true
            case .wholeNumber:
                schema.types = schema.types.map { $0 == .number ? .integer : $0 }
            case .minimum, .maximum, .minimumLength, .maximumLength, .pattern, .email, .url, .checked, .matches, .maximumFileSize:
                break
            }
        }
        // Integer bounds are written exactly: `Int64.max` is no Double.
        schema.minimum = number.isInteger && lower <= Double(Int64.min) ? .integer(.min) : FormJSONSchema.Number(lower)
        schema.maximum = number.isInteger && upper >= Double(Int64.max) ? .integer(.max) : FormJSONSchema.Number(upper)
        if !number.isInteger, lower <= -Double.greatestFiniteMagnitude { schema.minimum = nil }
        if !number.isInteger, upper >= Double.greatestFiniteMagnitude { schema.maximum = nil }
        if number.style != .field, number.step > 0 {
            let (lowerBound, step) = (number.range?.lowerBound ?? 0, number.step)
            if schema.multipleOf == nil, step.rounded() == step, lowerBound.truncatingRemainder(dividingBy: step) == 0 {
                schema.multipleOf = FormJSONSchema.Number(step)
            } else {
                schema.rules.append(FormJSONSchema.Rule(kind: "step", messages: []))
            }
        }
        return (schema, isRequired)
    }

    private func dateSchema(_ date: DateControl<Form>, checks: [ClientCheck]) -> (FormJSONSchema, Bool) {
        var schema = FormJSONSchema(types: [.string])
        if date.isOptional { schema.types.append(.null) }
        switch date.components {
        case .date:
            schema.format = "date"
        case .time:
            // RFC 3339, read on the server's clock, its offset applied on
            // the day the server reads it (a browser's `14:30` is taken too).
            schema.format = "time"
        case .dateAndTime:
            // RFC 3339, read on the server's clock (a browser's
            // `2026-11-21T14:30` is taken too).
            schema.format = "date-time"
        }
        // The field holds whole minutes: seconds other than 0 are refused,
        // with the field's message, which no format says.
        let formatMessage = date.components == .time ? InputProblem.notATime(pattern: date.components.pattern).message : InputProblem.noSuchDate.message
        schema.rules.append(FormJSONSchema.Rule(kind: "format", messages: [formatMessage]))
        if date.range != nil { schema.rules.append(FormJSONSchema.Rule(kind: "range", messages: [])) }
        var isRequired = false
        for check in checks {
            switch check.kind {
            case .required:
                schema.types.removeAll { $0 == .null }
                isRequired = true
            case .minimum(.date), .maximum(.date):
                schema.rules.append(FormJSONSchema.Rule(kind: "range", messages: [check.message]))
            default:
                break
            }
        }
        return (schema, isRequired)
    }
}
