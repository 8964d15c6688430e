import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

/// A field's `ClientCheck`s folded into what one HTML control
/// can say: the tightest of each kind of limit.
struct BrowserConstraints {
    var isRequired = false
    var mustBeChecked = false
    var minimumLength: Int?
    var minimum: ClientCheck.Bound?
    var maximum: ClientCheck.Bound?
    var step: Double?
    /// The first pattern browsers read as the rule does.
    var pattern: String?
    var isEmail = false
    var isURL = false

    /// No constraints.
    init() {}

    init(_ kinds: [ClientCheck.Kind]) {
        for kind in kinds {
            switch kind {
            case .required: isRequired = true
            case .checked: mustBeChecked = true
            case .wholeNumber: break
            case .minimumLength(let length): minimumLength = max(minimumLength ?? length, length)
            case .maximumLength: break
            case .minimum(let bound): minimum = Self.tighter(minimum, bound, keepsLarger: true)
            case .maximum(let bound): maximum = Self.tighter(maximum, bound, keepsLarger: false)
            case .multipleOf(let step): self.step = self.step ?? step
            case .pattern(let source): pattern = pattern ?? BrowserPattern.convert(source)
            case .email: isEmail = true
            case .url: isURL = true
            // No attribute compares two controls: the live checks do.
            case .matches: break
            // No attribute limits a file's size: the live checks do.
            case .maximumFileSize: break
            }
        }
    }

    private static func tighter(_ current: ClientCheck.Bound?, _ new: ClientCheck.Bound, keepsLarger: Bool) -> ClientCheck.Bound {
        switch (current, new) {
        case (.number(let old)?, .number(let value)): return .number(keepsLarger ? max(old, value) : min(old, value))
        case (.date(let old)?, .date(let value)): return .date(keepsLarger ? max(old, value) : min(old, value))
        default: return new
        }
    }

    /// Attributes of a text control: `required`, `minlength` and `pattern`.
    ///
    /// No `maxlength`: a browser counts it in UTF-16 code units, so a field
    /// of 280 characters would stop at 140 emoji, and a one-character field
    /// would refuse a flag. Maximum lengths are checked as people count
    /// characters (grapheme clusters), by the live checks and the server.
    /// (`minlength` only ever lets through what the server then refuses.)
    func writeTextAttributes(into html: inout HTMLWriter) {
        html.flag("required", isRequired)
        if let minimumLength { html.attribute("minlength", String(minimumLength)) }
        html.attribute("pattern", pattern)
    }

    /// The input type a text control's rules call for, when its content did
    /// not already choose one.
    func textType(given type: String) -> String {
        guard type == "text" else { return type }
        return isEmail ? "email" : isURL ? "url" : type
    }

    /// `min`, `max` and `step` of a number control: the tighter of the rules
    /// and the row's range; a rule's step only when the lower limit is a
    /// multiple of it, since browsers count steps from there.
    func writeNumberAttributes(range: ClosedRange<Double>?, step controlStep: String, into html: inout HTMLWriter) {
        var lower = range?.lowerBound
        var upper = range?.upperBound
        if case .number(let value)? = minimum { lower = max(lower ?? value, value) }
        if case .number(let value)? = maximum { upper = min(upper ?? value, value) }
        var stepText = controlStep
        if let step, step > 0 {
            let base = lower ?? 0
            let steps = base / step
            if abs(steps - steps.rounded()) < 1e-9 { stepText = HTMLValueText.number(step) }
        }
        html.flag("required", isRequired)
        if let lower { html.attribute("min", HTMLValueText.number(lower)) }
        if let upper { html.attribute("max", HTMLValueText.number(upper)) }
        html.attribute("step", stepText)
    }

    /// `min` and `max` of a date control, the tighter of the rules and the
    /// row's range, written as its input type wants.
    func writeDateAttributes(range: ClosedRange<Date>?, components: DateText.Components, into html: inout HTMLWriter) {
        var lower = range?.lowerBound
        var upper = range?.upperBound
        if case .date(let date)? = minimum { lower = max(lower ?? date, date) }
        if case .date(let date)? = maximum { upper = min(upper ?? date, date) }
        func text(_ date: Date) -> String { HTMLValueText.browserDate(DateText.string(date, components: components)) }
        html.flag("required", isRequired)
        if let lower { html.attribute("min", text(lower)) }
        if let upper { html.attribute("max", text(upper)) }
    }
}
