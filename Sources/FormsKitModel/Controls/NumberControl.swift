import FormsKit
import Foundation

/// A number control: a field, a stepper or a slider, bound to an integer or a
/// floating-point value, optional or not.
public struct NumberControl<Form: ValidatableForm> {
    /// How the number is entered.
    public enum Style: Hashable, Sendable {
        /// Typed as text.
        case field
        /// Changed a step at a time.
        case stepper
        /// Dragged along its range.
        case slider
    }

    /// How the number is entered.
    public var style: Style
    /// The values allowed, if bounded. Steppers and sliders stay inside it.
    public var range: ClosedRange<Double>?
    /// How much a stepper or slider moves per step.
    public var step: Double
    /// How the number is written.
    public var format: NumberFormat
    /// Whether the bound value is an integer.
    public let isInteger: Bool

    let keyPath: PartialKeyPath<Form>
    let read: @MainActor (FormController<Form>) -> Double?
    let write: @MainActor (FormController<Form>, Double?) -> Void

    /// The current value; `nil` when an optional value is absent.
    @MainActor public func number(in controller: FormController<Form>) -> Double? { read(controller) }

    /// Sets the value as an edit of the form, rounded to an integer for
    /// integer values. Steppers and sliders also stay inside ``range``; a
    /// typed value outside it is kept, for the field's rules to report.
    @MainActor public func setNumber(_ number: Double?, in controller: FormController<Form>) {
        write(controller, number.map { style == .field ? (isInteger ? $0.rounded() : $0) : clamped($0) })
    }

    /// Moves the value by `steps` steps (negative to decrease), from the lower
    /// bound (or zero) when absent.
    @MainActor public func step(by steps: Int, in controller: FormController<Form>) {
        let current = read(controller) ?? range?.lowerBound ?? 0
        setNumber(current + Double(steps) * step, in: controller)
    }

    /// The current value, written for display; empty when absent.
    @MainActor public func text(in controller: FormController<Form>) -> String {
        read(controller).map(format.string) ?? ""
    }

    private func clamped(_ value: Double) -> Double {
        var value = isInteger ? value.rounded() : value
        if let range { value = min(max(value, range.lowerBound), range.upperBound) }
        return value
    }
}

extension NumberControl {
    init(style: Style, range: ClosedRange<Double>?, step: Double, format: NumberFormat, keyPath: WritableKeyPath<Form, Int>) {
        // Key paths and option closures are immutable; the accessors only run on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        self.init(style: style, range: range, step: step, format: format, isInteger: true, keyPath: keyPath,
                  read: { Double($0.value(at: keyPath)) },
                  write: { controller, value in if let value { controller.setValue(Int(value), at: keyPath) } })
    }

    init(style: Style, range: ClosedRange<Double>?, step: Double, format: NumberFormat, keyPath: WritableKeyPath<Form, Int?>) {
        // Key paths and option closures are immutable; the accessors only run on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        self.init(style: style, range: range, step: step, format: format, isInteger: true, keyPath: keyPath,
                  read: { $0.value(at: keyPath).map(Double.init) },
                  write: { $0.setValue($1.map { Int($0) }, at: keyPath) })
    }

    init(style: Style, range: ClosedRange<Double>?, step: Double, format: NumberFormat, keyPath: WritableKeyPath<Form, Double>) {
        // Key paths and option closures are immutable; the accessors only run on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        self.init(style: style, range: range, step: step, format: format, isInteger: false, keyPath: keyPath,
                  read: { $0.value(at: keyPath) },
                  write: { controller, value in if let value { controller.setValue(value, at: keyPath) } })
    }

    init(style: Style, range: ClosedRange<Double>?, step: Double, format: NumberFormat, keyPath: WritableKeyPath<Form, Double?>) {
        // Key paths and option closures are immutable; the accessors only run on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        self.init(style: style, range: range, step: step, format: format, isInteger: false, keyPath: keyPath,
                  read: { $0.value(at: keyPath) },
                  write: { $0.setValue($1, at: keyPath) })
    }
}

/// How a number is written and read back: digits after the point and a unit.
/// Always with a `.` decimal separator and no grouping, so text round-trips.
public struct NumberFormat: Hashable, Sendable {
    /// Digits after the decimal point; `nil` writes as many as needed.
    public var fractionDigits: Int?
    /// Written after the number, as `" ms"` or `"%"`.
    public var unit: String?

    /// Creates a format.
    public init(fractionDigits: Int? = nil, unit: String? = nil) {
        self.fractionDigits = fractionDigits
        self.unit = unit
    }

    /// Whole numbers.
    public static let integer = NumberFormat(fractionDigits: 0)
    /// As many digits as the value needs.
    public static let automatic = NumberFormat()

    /// `value` written in this format.
    public func string(_ value: Double) -> String {
        let digits: String
        if let fractionDigits {
            digits = String(format: "%.\(fractionDigits)f", value)
        } else if value == value.rounded(), abs(value) < 1e15 {
            digits = String(Int64(value))
        } else {
            digits = "\(value)"
        }
        return digits + (unit ?? "")
    }

    /// The number in `text`, ignoring surrounding spaces and the unit; `nil`
    /// when `text` is not a number.
    public func parse(_ text: String) -> Double? {
        var text = text.trimmingCharacters(in: .whitespaces)
        if let unit, text.hasSuffix(unit.trimmingCharacters(in: .whitespaces)) {
            text = String(text.dropLast(unit.trimmingCharacters(in: .whitespaces).count)).trimmingCharacters(in: .whitespaces)
        }
        return Double(text)
    }
}
