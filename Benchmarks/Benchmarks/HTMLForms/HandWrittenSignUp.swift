import HTMLBenchmarkForms

/// The sign-up page written by hand: plain `String` appends and an escaping
/// function, the fastest way to write this markup in Swift. It writes the
/// same bytes as `HTMLFormRenderer`, from the submitted values, the messages
/// by field name and the messages about the whole form, as a hand-written
/// handler would; the page's classes, its title and the browser's constraint
/// attributes (`required`, `minlength`, `pattern`, …) are written out as the
/// form's rules say.
enum HandWrittenSignUp {
    typealias Values = SignUpSubmission.Values

    static func render(_ values: Values, errors: [String: String], formErrors: [String]) -> String {
        var html = ""
        html.reserveCapacity(16_384)
        html += "<div class=\"fk-page fk-appearance-grouped fk-labels-leading\">"
        let summary = summaryEntries(values, errors: errors)
        if !summary.isEmpty || !formErrors.isEmpty {
            html += "<div class=\"fk-error-summary\" data-module=\"fk-error-summary\" tabindex=\"-1\" autofocus><div role=\"alert\">"
            html += "<h2 class=\"fk-error-summary__title\">There is a problem</h2>\n<ul class=\"fk-error-summary__list\">"
            for message in formErrors {
                html += "<li>"
                html += escapeText(message)
                html += "</li>\n"
            }
            for (id, message) in summary {
                html += "<li><a href=\"#"
                html += id
                html += "\">"
                html += escapeText(message)
                html += "</a>\n</li>\n"
            }
            html += "</ul>\n</div>\n</div>\n"
        }
        html += "<form method=\"post\" action=\"/sign-up\" accept-charset=\"UTF-8\" novalidate>"
        html += "<button type=\"submit\" name=\"_fk_action\" value=\"submit\" class=\"fk-visually-hidden\" tabindex=\"-1\" aria-hidden=\"true\">"
        html += "Create account</button>\n"
        html += "<div class=\"fk-chrome-background\" style=\"background:var(--fk-secondary-background)\">"
        html += "<div class=\"fk-vstack\" style=\"gap:0.5rem\"><h1 class=\"fk-chrome-title\">Sign up</h1>\n"

        html += "<fieldset class=\"fk-section\"><legend>Account</legend>\n<div class=\"fk-section__rows\">"
        let personName = " autocomplete=\"name\" autocapitalize=\"words\" spellcheck=\"false\""
        let never = " autocapitalize=\"none\" spellcheck=\"false\""
        input(&html, "firstName", "First name", type: "text", values.firstName, errors, after: " required" + personName)
        input(&html, "lastName", "Last name", type: "text", values.lastName, errors, after: " required" + personName)
        input(
            &html, "username", "Username", hint: "At least 3 characters", type: "text", values.username, errors,
            after: " minlength=\"3\" autocomplete=\"username\"" + never)
        input(
            &html, "email", "Email", type: "email", values.email, errors,
            after: " placeholder=\"name@example.com\" required autocomplete=\"email\"" + never)
        input(
            &html, "password", "Password", hint: "At least 8 characters", type: "password", values.password, errors,
            after: " minlength=\"8\" autocomplete=\"new-password\"" + never)
        input(&html, "confirmPassword", "Confirm password", type: "password", values.confirmPassword, errors, after: " autocomplete=\"new-password\"" + never)
        html += "</div>\n</fieldset>\n"

        html += "<fieldset class=\"fk-section\"><legend>About you</legend>\n<div class=\"fk-section__rows\">"
        // A value a date or number input would empty goes in a text input.
        input(
            &html, "birthday", "Date of birth", type: BrowserValues.isDate(values.birthday) ? "date" : "text", values.birthday, errors,
            after: " placeholder=\"yyyy-mm-dd\"")
        input(
            &html, "age", "Age", type: BrowserValues.isNumber(values.age) ? "number" : "text", values.age, errors, inputClass: "fk-input fk-input--number",
            after: " inputmode=\"numeric\" min=\"18\" max=\"120\" step=\"1\"")
        input(&html, "phone", "Phone", type: "tel", values.phone, errors, after: " pattern=\"\\+?[0-9 ]{7,15}\" autocomplete=\"tel\"" + never)
        input(&html, "website", "Website", type: "url", values.website, errors, after: " placeholder=\"https://\" autocomplete=\"url\"" + never)
        input(&html, "company", "Company", type: "text", values.company, errors, after: " required")
        let bioError = errors["bio"]
        rowStart(&html, "bio", "Bio", hint: nil, error: bioError)
        html += "<textarea id=\"field-bio\" name=\"bio\""
        describedBy(&html, "bio", hint: false, error: bioError)
        html += " class=\"fk-textarea\" rows=\"4\" placeholder=\"A few words\" maxlength=\"280\">"
        html += escapeText(values.bio)
        html += "</textarea>\n</div>\n"
        html += "</div>\n</fieldset>\n"

        html += "<fieldset class=\"fk-section\"><legend>Preferences</legend>\n<div class=\"fk-section__rows\">"
        select(&html, "country", "Country", SignUpForm.Country.allCases.map(\.name), selected: values.country, errors)
        select(&html, "plan", "Plan", SignUpForm.Plan.allCases.map(\.name), selected: values.plan, errors)
        let interestsError = errors["interests"]
        html += interestsError == nil ? "<div class=\"fk-row\">" : "<div class=\"fk-row fk-row--error\">"
        html += "<fieldset class=\"fk-options\""
        describedBy(&html, "interests", hint: true, error: interestsError)
        html += "><legend class=\"fk-label\">Interests</legend>\n"
        html += "<div id=\"hint-interests\" class=\"fk-hint\">Choose at least one</div>\n"
        errorMessage(&html, "interests", interestsError)
        for (index, interest) in SignUpForm.Interest.allCases.enumerated() {
            let id = index == 0 ? "field-interests" : "field-interests-" + String(index)
            html += "<div class=\"fk-option\"><input type=\"checkbox\" id=\""
            html += id
            html += "\" name=\"interests\" value=\""
            html += String(index)
            html += values.interests.contains(index) ? "\" checked>\n<label for=\"" : "\">\n<label for=\""
            html += id
            html += "\">"
            html += escapeText(interest.name)
            html += "</label>\n</div>\n"
        }
        html += "</fieldset>\n<input type=\"hidden\" name=\"_fk_present\" value=\"interests\">\n</div>\n"
        checkbox(&html, "newsletter", "Send me the newsletter", values.newsletter, required: false, errors)
        checkbox(&html, "terms", "I accept the terms", values.terms, required: true, errors)
        html += "</div>\n</fieldset>\n"

        html += "<fieldset class=\"fk-section\"><legend>Teammates</legend>\n<div class=\"fk-section__rows\">"
        html += "<input type=\"hidden\" name=\"_fk_group\" value=\"teammates:"
        html += String(values.teammates.count)
        html += "\">\n"
        for (index, email) in values.teammates.enumerated() {
            let number = String(index + 1)
            let name = "teammates." + String(index) + ".email"
            let id = "teammates-2e-" + String(index) + "-2e-email"
            input(
                &html, name, "Teammate " + number, id: id, type: "email", email, errors,
                after: " autocomplete=\"email\"" + never)
            html += "<div class=\"fk-element-actions\"><button type=\"submit\" class=\"fk-button fk-button--link\" name=\"_fk_action\" value=\"remove:"
            html += String(index)
            html += ":teammates\">Remove teammate "
            html += number
            html += "</button>\n"
            if index > 0 {
                html += "<button type=\"submit\" class=\"fk-button fk-button--link\" name=\"_fk_action\" value=\"move:"
                html += String(index)
                html += ":-1:teammates\">Move teammate "
                html += number
                html += " up</button>\n"
            }
            if index < values.teammates.count - 1 {
                html += "<button type=\"submit\" class=\"fk-button fk-button--link\" name=\"_fk_action\" value=\"move:"
                html += String(index)
                html += ":1:teammates\">Move teammate "
                html += number
                html += " down</button>\n"
            }
            html += "</div>\n"
        }
        html += "<div class=\"fk-row\"><button type=\"submit\" class=\"fk-button fk-button--secondary\" name=\"_fk_action\" value=\"add:teammates\""
        html += values.teammates.count >= 10 ? " disabled>" : ">"
        html += "Add teammate</button>\n</div>\n</div>\n"
        html += "<p class=\"fk-section__footer\">We will invite them by email.</p>\n</fieldset>\n"

        html += "<fieldset class=\"fk-section\"><div class=\"fk-section__rows\"><div class=\"fk-row\">"
        html += "<button type=\"submit\" id=\"field--5f-row21\" class=\"fk-button\" name=\"_fk_action\" value=\"submit\">Create account</button>\n"
        html += "</div>\n</div>\n</fieldset>\n</div>\n</div>\n</form>\n</div>\n"
        return html
    }

    /// The summary's links and messages, in the form's order.
    static func summaryEntries(_ values: Values, errors: [String: String]) -> [(id: String, message: String)] {
        guard !errors.isEmpty else { return [] }
        var entries: [(id: String, message: String)] = []
        for name in SignUpFieldOrder.names where errors[name] != nil {
            entries.append(("field-" + name, errors[name]!))
        }
        for index in values.teammates.indices {
            if let message = errors["teammates." + String(index) + ".email"] {
                entries.append(("field-teammates-2e-" + String(index) + "-2e-email", message))
            }
        }
        return entries
    }

    private static func rowStart(_ html: inout String, _ id: String, _ label: String, hint: String?, error: String?) {
        html += error == nil ? "<div class=\"fk-row\"><label for=\"field-" : "<div class=\"fk-row fk-row--error\"><label for=\"field-"
        html += id
        html += "\" class=\"fk-label\">"
        html += escapeText(label)
        html += "</label>\n"
        if let hint {
            html += "<div id=\"hint-"
            html += id
            html += "\" class=\"fk-hint\">"
            html += escapeText(hint)
            html += "</div>\n"
        }
        errorMessage(&html, id, error)
    }

    private static func errorMessage(_ html: inout String, _ id: String, _ error: String?) {
        guard let error else { return }
        html += "<p id=\"error-"
        html += id
        html += "\" class=\"fk-error-message\"><span class=\"fk-visually-hidden\">Error: </span>"
        html += escapeText(error)
        html += "</p>\n"
    }

    private static func describedBy(_ html: inout String, _ id: String, hint: Bool, error: String?) {
        switch (hint, error != nil) {
        case (false, false): return
        case (true, false):
            html += " aria-describedby=\"hint-"
            html += id
            html += "\""
        case (false, true):
            html += " aria-describedby=\"error-"
            html += id
            html += "\" aria-invalid=\"true\""
        case (true, true):
            html += " aria-describedby=\"hint-"
            html += id
            html += " error-"
            html += id
            html += "\" aria-invalid=\"true\""
        }
    }

    private static func input(
        _ html: inout String, _ name: String, _ label: String, id: String? = nil, hint: String? = nil, type: String, _ value: String,
        _ errors: [String: String], inputClass: String = "fk-input", after: String
    ) {
        let id = id ?? name
        let error = errors[name]
        rowStart(&html, id, label, hint: hint, error: error)
        html += "<input id=\"field-"
        html += id
        html += "\" name=\""
        html += escapeAttribute(name)
        html += "\""
        describedBy(&html, id, hint: hint != nil, error: error)
        html += " type=\""
        html += type
        html += "\" class=\""
        html += inputClass
        html += "\" value=\""
        html += escapeAttribute(value)
        html += "\""
        html += after
        html += ">\n</div>\n"
    }

    private static func select(_ html: inout String, _ name: String, _ label: String, _ options: [String], selected: Int, _ errors: [String: String]) {
        let error = errors[name]
        rowStart(&html, name, label, hint: nil, error: error)
        html += "<select id=\"field-"
        html += name
        html += "\" name=\""
        html += name
        html += "\""
        describedBy(&html, name, hint: false, error: error)
        html += " class=\"fk-select\">"
        for (index, option) in options.enumerated() {
            html += "<option value=\""
            html += String(index)
            html += index == selected ? "\" selected>" : "\">"
            html += escapeText(option)
            html += "</option>\n"
        }
        html += "</select>\n</div>\n"
    }

    private static func checkbox(
        _ html: inout String, _ name: String, _ label: String, _ isOn: Bool, required: Bool, _ errors: [String: String]
    ) {
        let error = errors[name]
        html += error == nil ? "<div class=\"fk-row\">" : "<div class=\"fk-row fk-row--error\">"
        errorMessage(&html, name, error)
        html += "<input id=\"field-"
        html += name
        html += "\" name=\""
        html += name
        html += "\""
        describedBy(&html, name, hint: false, error: error)
        html += isOn ? " type=\"checkbox\" class=\"fk-checkbox\" value=\"on\" checked" : " type=\"checkbox\" class=\"fk-checkbox\" value=\"on\""
        html += required ? " required>\n<label for=\"field-" : ">\n<label for=\"field-"
        html += name
        html += "\" class=\"fk-checkbox__label\">"
        html += escapeText(label)
        html += "</label>\n<input type=\"hidden\" name=\"_fk_present\" value=\""
        html += name
        html += "\">\n</div>\n"
    }

    /// `&`, `<` and `>` as character references.
    static func escapeText(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// Also `"` and `'`, for attribute values.
    static func escapeAttribute(_ text: String) -> String {
        escape(text, quotes: true)
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                    || (quotes && ($0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")))
            })
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// The sign-up form's fields outside the repeated group, in layout order:
/// the order of the error summary.
enum SignUpFieldOrder {
    static let names = [
        "firstName", "lastName", "username", "email", "password", "confirmPassword", "birthday", "age", "phone", "website",
        "company", "bio", "country", "plan", "interests", "newsletter", "terms",
    ]
}

/// What a hand-written page checks before it writes a value into a date or
/// number input, which a browser empties when the value is not one of its
/// own: the shape of a date (`yyyy-mm-dd`), a whole number.
enum BrowserValues {
    static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return text.isEmpty }
        return bytes.indices.allSatisfy { $0 == 4 || $0 == 7 || (bytes[$0] >= UInt8(ascii: "0") && bytes[$0] <= UInt8(ascii: "9")) }
    }

    static func isNumber(_ text: String) -> Bool {
        text.isEmpty || Int(text) != nil
    }
}
