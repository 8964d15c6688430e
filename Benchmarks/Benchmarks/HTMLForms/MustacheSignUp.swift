import HTMLBenchmarkForms
import Mustache

/// The sign-up page with swift-mustache: a template of the page (parsed once)
/// and a context dictionary built, for every page, from the submitted values,
/// the messages by field name and the messages about the whole form. It
/// writes the same bytes as `HTMLFormRenderer`.
///
/// The template is the page's markup with a section per field; it is put
/// together below by small functions so that its 20 rows read as what they
/// are, but it is the same text a person would write in a `.mustache` file:
/// the page's classes, its title, the sections' wrappers and the browser's
/// constraint attributes (`required`, `minlength`, `pattern`, …) written out
/// as the form's rules say.
enum MustacheSignUp {
    typealias Values = SignUpSubmission.Values

    /// The template, parsed once, as a web app keeps it.
    static let template: MustacheTemplate = {
        do {
            return try MustacheTemplate(string: templateText)
        } catch {
            fatalError("The sign-up template does not parse: \(error)")
        }
    }()

    /// Builds the context and renders: what a handler does for each page.
    static func render(_ values: Values, errors: [String: String], formErrors: [String]) -> String {
        template.render(context(values, errors: errors, formErrors: formErrors))
    }

    // MARK: The context

    static func context(_ values: Values, errors: [String: String], formErrors: [String]) -> [String: Any] {
        func field(_ name: String, _ value: String, type: String? = nil) -> [String: Any] {
            var entry: [String: Any] = ["value": value]
            // A value a date or number input would empty goes in a text input.
            if let type { entry["type"] = type }
            if let error = errors[name] { entry["error"] = error }
            return entry
        }
        func choice(_ name: String, _ labels: [String], selected: Int) -> [String: Any] {
            var entry: [String: Any] = [
                "options": labels.enumerated().map { index, label -> [String: Any] in
                    ["index": index, "label": label, "selected": index == selected]
                }
            ]
            if let error = errors[name] { entry["error"] = error }
            return entry
        }
        func checkbox(_ name: String, _ isOn: Bool) -> [String: Any] {
            var entry: [String: Any] = ["checked": isOn]
            if let error = errors[name] { entry["error"] = error }
            return entry
        }
        var context: [String: Any] = [
            "firstName": field("firstName", values.firstName),
            "lastName": field("lastName", values.lastName),
            "username": field("username", values.username),
            "email": field("email", values.email),
            "password": field("password", values.password),
            "confirmPassword": field("confirmPassword", values.confirmPassword),
            "birthday": field("birthday", values.birthday, type: BrowserValues.isDate(values.birthday) ? "date" : "text"),
            "age": field("age", values.age, type: BrowserValues.isNumber(values.age) ? "number" : "text"),
            "phone": field("phone", values.phone),
            "website": field("website", values.website),
            "company": field("company", values.company),
            "bio": field("bio", values.bio),
            "country": choice("country", SignUpForm.Country.allCases.map(\.name), selected: values.country),
            "plan": choice("plan", SignUpForm.Plan.allCases.map(\.name), selected: values.plan),
            "newsletter": checkbox("newsletter", values.newsletter),
            "terms": checkbox("terms", values.terms),
            "teammateCount": values.teammates.count,
            "addDisabled": values.teammates.count >= 10,
        ]
        var interests: [String: Any] = [
            "options": SignUpForm.Interest.allCases.enumerated().map { index, interest -> [String: Any] in
                [
                    "index": index, "id": index == 0 ? "field-interests" : "field-interests-" + String(index), "label": interest.name,
                    "checked": values.interests.contains(index),
                ]
            }
        ]
        if let error = errors["interests"] { interests["error"] = error }
        context["interests"] = interests
        context["teammates"] = values.teammates.enumerated().map { index, email -> [String: Any] in
            var entry: [String: Any] = [
                "index": index, "number": index + 1, "value": email, "up": index > 0, "down": index < values.teammates.count - 1,
            ]
            if let error = errors["teammates.\(index).email"] { entry["error"] = error }
            return entry
        }
        if !errors.isEmpty || !formErrors.isEmpty {
            var summary: [[String: Any]] = []
            for name in SignUpFieldOrder.names {
                if let message = errors[name] { summary.append(["id": "field-" + name, "message": message]) }
            }
            for index in values.teammates.indices {
                if let message = errors["teammates.\(index).email"] {
                    summary.append(["id": "field-teammates-2e-\(index)-2e-email", "message": message])
                }
            }
            context["summary"] = summary
            context["formErrors"] = formErrors
            context["hasErrors"] = true
        }
        return context
    }

    // MARK: The template

    static var templateText: String {
        let never = " autocapitalize=\"none\" spellcheck=\"false\""
        let personName = " autocomplete=\"name\" autocapitalize=\"words\" spellcheck=\"false\""
        var text = "<div class=\"fk-page fk-appearance-grouped fk-labels-leading\">"
        text += "{{#hasErrors}}<div class=\"fk-error-summary\" data-module=\"fk-error-summary\" tabindex=\"-1\" autofocus>"
        text += "<div role=\"alert\"><h2 class=\"fk-error-summary__title\">There is a problem</h2>\n<ul class=\"fk-error-summary__list\">"
        text += "{{/hasErrors}}{{#formErrors}}<li>{{.}}</li>\n{{/formErrors}}{{#summary}}<li><a href=\"#{{id}}\">{{message}}</a>\n</li>\n{{/summary}}"
        text += "{{#hasErrors}}</ul>\n</div>\n</div>\n{{/hasErrors}}"
        text += "<form method=\"post\" action=\"/sign-up\" accept-charset=\"UTF-8\" novalidate>"
        text += "<button type=\"submit\" name=\"_fk_action\" value=\"submit\" class=\"fk-visually-hidden\" tabindex=\"-1\" aria-hidden=\"true\">"
        text += "Create account</button>\n"
        text += "<div class=\"fk-chrome-background\" style=\"background:var(--fk-secondary-background)\">"
        text += "<div class=\"fk-vstack\" style=\"gap:0.5rem\"><h1 class=\"fk-chrome-title\">Sign up</h1>\n"
        text += sectionStart("Account")
        text += input("firstName", "First name", type: "text", after: " required" + personName)
        text += input("lastName", "Last name", type: "text", after: " required" + personName)
        text += input(
            "username", "Username", hint: "At least 3 characters", type: "text", after: " minlength=\"3\" autocomplete=\"username\"" + never)
        text += input("email", "Email", type: "email", after: " placeholder=\"name@example.com\" required autocomplete=\"email\"" + never)
        text += input(
            "password", "Password", hint: "At least 8 characters", type: "password",
            after: " minlength=\"8\" autocomplete=\"new-password\"" + never)
        text += input("confirmPassword", "Confirm password", type: "password", after: " autocomplete=\"new-password\"" + never)
        text += sectionEnd + sectionStart("About you")
        text += input("birthday", "Date of birth", type: "{{type}}", after: " placeholder=\"yyyy-mm-dd\"")
        text += input(
            "age", "Age", type: "{{type}}", inputClass: "fk-input fk-input--number", after: " inputmode=\"numeric\" min=\"18\" max=\"120\" step=\"1\"")
        text += input("phone", "Phone", type: "tel", after: " pattern=\"\\+?[0-9 ]{7,15}\" autocomplete=\"tel\"" + never)
        text += input("website", "Website", type: "url", after: " placeholder=\"https://\" autocomplete=\"url\"" + never)
        text += input("company", "Company", type: "text", after: " required")
        text += "{{#bio}}" + rowStart("bio", "Bio", hint: nil)
        text += "<textarea id=\"field-bio\" name=\"bio\"" + describedBy("bio", hint: false)
        text += " class=\"fk-textarea\" rows=\"4\" placeholder=\"A few words\" maxlength=\"280\">{{value}}</textarea>\n</div>\n{{/bio}}"
        text += sectionEnd + sectionStart("Preferences")
        text += select("country", "Country")
        text += select("plan", "Plan")
        text += "{{#interests}}<div class=\"fk-row{{#error}} fk-row--error{{/error}}\">"
        text += "<fieldset class=\"fk-options\"" + describedBy("interests", hint: true) + "><legend class=\"fk-label\">Interests</legend>\n"
        text += "<div id=\"hint-interests\" class=\"fk-hint\">Choose at least one</div>\n" + errorMessage("interests")
        text += "{{#options}}<div class=\"fk-option\"><input type=\"checkbox\" id=\"{{id}}\" name=\"interests\" value=\"{{index}}\""
        text += "{{#checked}} checked{{/checked}}>\n<label for=\"{{id}}\">{{label}}</label>\n</div>\n{{/options}}"
        text += "</fieldset>\n<input type=\"hidden\" name=\"_fk_present\" value=\"interests\">\n</div>\n{{/interests}}"
        text += checkbox("newsletter", "Send me the newsletter", required: false)
        text += checkbox("terms", "I accept the terms", required: true)
        text += sectionEnd + sectionStart("Teammates")
        text += "<input type=\"hidden\" name=\"_fk_group\" value=\"teammates:{{teammateCount}}\">\n"
        text += "{{#teammates}}"
        text += input(
            "teammates.{{index}}.email", "Teammate {{number}}", id: "teammates-2e-{{index}}-2e-email", type: "email",
            after: " autocomplete=\"email\"" + never, inLoop: true)
        text += "<div class=\"fk-element-actions\"><button type=\"submit\" class=\"fk-button fk-button--link\" name=\"_fk_action\""
        text += " value=\"remove:{{index}}:teammates\">Remove teammate {{number}}</button>\n"
        text += "{{#up}}<button type=\"submit\" class=\"fk-button fk-button--link\" name=\"_fk_action\""
        text += " value=\"move:{{index}}:-1:teammates\">Move teammate {{number}} up</button>\n{{/up}}"
        text += "{{#down}}<button type=\"submit\" class=\"fk-button fk-button--link\" name=\"_fk_action\""
        text += " value=\"move:{{index}}:1:teammates\">Move teammate {{number}} down</button>\n{{/down}}"
        text += "</div>\n{{/teammates}}"
        text += "<div class=\"fk-row\"><button type=\"submit\" class=\"fk-button fk-button--secondary\" name=\"_fk_action\" value=\"add:teammates\""
        text += "{{#addDisabled}} disabled{{/addDisabled}}>Add teammate</button>\n</div>\n"
        text += "</div>\n<p class=\"fk-section__footer\">We will invite them by email.</p>\n</fieldset>\n"
        text += sectionStart(nil) + "<div class=\"fk-row\"><button type=\"submit\" id=\"field--5f-row21\" class=\"fk-button\""
        text += " name=\"_fk_action\" value=\"submit\">Create account</button>\n</div>\n" + sectionEnd
        text += "</div>\n</div>\n</form>\n</div>\n"
        return text
    }

    /// A section's fieldset, its legend and the start of its rows.
    private static func sectionStart(_ legend: String?) -> String {
        "<fieldset class=\"fk-section\">" + (legend.map { "<legend>\($0)</legend>\n" } ?? "") + "<div class=\"fk-section__rows\">"
    }

    private static let sectionEnd = "</div>\n</fieldset>\n"

    private static func rowStart(_ id: String, _ label: String, hint: String?) -> String {
        var text = "<div class=\"fk-row{{#error}} fk-row--error{{/error}}\"><label for=\"field-\(id)\" class=\"fk-label\">\(label)</label>\n"
        if let hint { text += "<div id=\"hint-\(id)\" class=\"fk-hint\">\(hint)</div>\n" }
        return text + errorMessage(id)
    }

    private static func errorMessage(_ id: String) -> String {
        "{{#error}}<p id=\"error-\(id)\" class=\"fk-error-message\"><span class=\"fk-visually-hidden\">Error: </span>{{.}}</p>\n{{/error}}"
    }

    private static func describedBy(_ id: String, hint: Bool) -> String {
        hint
            ? " aria-describedby=\"hint-\(id){{#error}} error-\(id){{/error}}\"{{#error}} aria-invalid=\"true\"{{/error}}"
            : "{{#error}} aria-describedby=\"error-\(id)\" aria-invalid=\"true\"{{/error}}"
    }

    /// A text, email, password, date or number row, in a section of the
    /// field's context entry (unless in a loop, where the entry is the
    /// current element).
    private static func input(
        _ name: String, _ label: String, id: String? = nil, hint: String? = nil, type: String, inputClass: String = "fk-input",
        after: String, inLoop: Bool = false
    ) -> String {
        let id = id ?? name
        var text = rowStart(id, label, hint: hint)
        text += "<input id=\"field-\(id)\" name=\"\(name)\"" + describedBy(id, hint: hint != nil)
        text += " type=\"\(type)\" class=\"\(inputClass)\" value=\"{{value}}\"\(after)>\n</div>\n"
        return inLoop ? text : "{{#\(name)}}" + text + "{{/\(name)}}"
    }

    private static func select(_ name: String, _ label: String) -> String {
        var text = "{{#\(name)}}" + rowStart(name, label, hint: nil)
        text += "<select id=\"field-\(name)\" name=\"\(name)\"" + describedBy(name, hint: false) + " class=\"fk-select\">"
        text += "{{#options}}<option value=\"{{index}}\"{{#selected}} selected{{/selected}}>{{label}}</option>\n{{/options}}"
        return text + "</select>\n</div>\n{{/\(name)}}"
    }

    private static func checkbox(_ name: String, _ label: String, required: Bool) -> String {
        var text = "{{#\(name)}}<div class=\"fk-row{{#error}} fk-row--error{{/error}}\">" + errorMessage(name)
        text += "<input id=\"field-\(name)\" name=\"\(name)\"" + describedBy(name, hint: false)
        text += " type=\"checkbox\" class=\"fk-checkbox\" value=\"on\"{{#checked}} checked{{/checked}}\(required ? " required" : "")>\n"
        text += "<label for=\"field-\(name)\" class=\"fk-checkbox__label\">\(label)</label>\n"
        return text + "<input type=\"hidden\" name=\"_fk_present\" value=\"\(name)\">\n</div>\n{{/\(name)}}"
    }
}
