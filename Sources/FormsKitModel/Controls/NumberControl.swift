import FormsKit

/// A number: a field, a stepper or a slider, bound to an integer or a
/// floating-point value, optional or not.
@_spi(FormsKitSurface) public struct NumberControl<Form: ValidatableForm> {
    /// How the number is entered.
    @_spi(FormsKitSurface) public enum Style: Hashable, Sendable {
        /// Typed as text.
        case field
        /// Changed a step at a time.
        case stepper
        /// Dragged along its range.
        case slider
    }

    /// How the number is entered.
    @_spi(FormsKitSurface) public var style: Style
    /// The values allowed, if bounded. Steppers and sliders stay inside it.
    @_spi(FormsKitSurface) public var range: ClosedRange<Double>?
    /// How much a stepper or slider moves per step.
    @_spi(FormsKitSurface) public var step: Double
    /// How the number is written.
    @_spi(FormsKitSurface) public var format: NumberFormat
    /// Whether the bound value is an integer.
    @_spi(FormsKitSurface) public let isInteger: Bool
    /// Whether the bound value is optional, so that empty text clears it.
    @_spi(FormsKitSurface) public let isOptional: Bool

    let keyPath: PartialKeyPath<Form>
    private let read: (FormController<Form>) -> Double?
    private let write: (FormController<Form>, Double?) -> Void

    /// The current value; `nil` when an optional value is absent.
    @_spi(FormsKitSurface) public func number(in controller: FormController<Form>) -> Double? { read(controller) }

    /// Sets the value as an edit of the form, rounded to an integer for
    /// integer values. Steppers and sliders also stay inside ``range``.
    /// Typed text goes through ``entry`` instead, where a number outside
    /// the range (or between a stepper's steps) is an ``InputProblem`` and
    /// the text stays as typed: nothing typed is changed without a word.
    @_spi(FormsKitSurface) public func setNumber(_ number: Double?, in controller: FormController<Form>) {
        write(controller, adjusted(number))
    }

    /// Moves the value by `steps` steps (negative to decrease), from the lower
    /// bound (or zero) when absent.
    @_spi(FormsKitSurface) public func step(by steps: Int, in controller: FormController<Form>) {
        let current = read(controller) ?? range?.lowerBound ?? 0
        setNumber(current + Double(steps) * step, in: controller)
    }

    /// The current value, written for display; empty when absent.
    @_spi(FormsKitSurface) public func text(in controller: FormController<Form>) -> String {
        read(controller).map(format.string) ?? ""
    }

    /// Where the value sits in ``range``, from 0 to 1 (a slider's knob).
    @_spi(FormsKitSurface) public func fraction(in controller: FormController<Form>) -> Double {
        let range = self.range ?? 0...100
        let span = range.upperBound - range.lowerBound
        guard span > 0 else { return 0 }
        return min(1, max(0, ((read(controller) ?? range.lowerBound) - range.lowerBound) / span))
    }

    /// The number typed as text: empty text clears an optional value; text
    /// that is not a number (or not a whole one, for integers), a number
    /// outside ``range`` or, for a stepper or slider, between two steps is a
    /// problem, and the value stays as it was.
    @_spi(FormsKitSurface) public var entry: TextEntry<Form> {
        let control = self
        return TextEntry(
            isVerbatim: false, allowsNewlines: false, isSecure: false, characterLimit: nil, placeholder: nil,
            read: { control.text(in: $0) },
            write: { controller, text in control.reading(text).write { control.setNumber($0, in: controller) } }
        )
    }

    /// How typed text is read and the value adjusted, by the control's
    /// settings as they are now.
    private var entryRules: NumberEntryRules {
        NumberEntryRules(isTyped: style == .field, range: range, step: step, format: format, isInteger: isInteger, isOptional: isOptional)
    }

    /// The number `text` sets (`nil` for none), or why it sets none.
    private func reading(_ text: String) -> TextReading<Double> {
        entryRules.reading(text)
    }

    /// `number` as ``setNumber(_:in:)`` sets it: rounded for an integer
    /// field, kept in the range by a stepper or slider.
    private func adjusted(_ number: Double?) -> Double? {
        entryRules.adjusted(number)
    }

    private init(
        style: Style, range: ClosedRange<Double>?, step: Double, format: NumberFormat, isInteger: Bool, isOptional: Bool,
        keyPath: PartialKeyPath<Form>,
        read: @escaping (FormController<Form>) -> Double?,
        write: @escaping (FormController<Form>, Double?) -> Void
    ) {
        self.style = style
        self.range = range
        self.step = step
        self.format = format
        self.isInteger = isInteger
        self.isOptional = isOptional
        self.keyPath = keyPath
        self.read = read
        self.write = write
    }
}

extension NumberControl {
    /// A number control bound to an `Int`.
    @_spi(FormsKitSurface) public init(
        _ keyPath: WritableKeyPath<Form, Int>, style: Style, range: ClosedRange<Double>? = nil, step: Double = 1, format: NumberFormat = .integer
    ) {
        self.init(
            style: style, range: range, step: step, format: format, isInteger: true, isOptional: false, keyPath: keyPath,
            read: { Double($0.value(at: keyPath)) },
            write: { controller, value in if let value { controller.setValue(Int(exactly: value.rounded()) ?? 0, at: keyPath) } })
    }

    /// A number control bound to an `Int?`.
    @_spi(FormsKitSurface) public init(
        _ keyPath: WritableKeyPath<Form, Int?>, style: Style, range: ClosedRange<Double>? = nil, step: Double = 1, format: NumberFormat = .integer
    ) {
        self.init(
            style: style, range: range, step: step, format: format, isInteger: true, isOptional: true, keyPath: keyPath,
            read: { $0.value(at: keyPath).map(Double.init) },
            write: { $0.setValue($1.flatMap { Int(exactly: $0.rounded()) }, at: keyPath) })
    }

    /// A number control bound to a `Double`.
    @_spi(FormsKitSurface) public init(
        _ keyPath: WritableKeyPath<Form, Double>, style: Style, range: ClosedRange<Double>? = nil, step: Double = 1, format: NumberFormat = .automatic
    ) {
        self.init(
            style: style, range: range, step: step, format: format, isInteger: false, isOptional: false, keyPath: keyPath,
            read: { $0.value(at: keyPath) },
            write: { controller, value in if let value { controller.setValue(value, at: keyPath) } })
    }

    /// A number control bound to a `Double?`.
    @_spi(FormsKitSurface) public init(
        _ keyPath: WritableKeyPath<Form, Double?>, style: Style, range: ClosedRange<Double>? = nil, step: Double = 1, format: NumberFormat = .automatic
    ) {
        self.init(
            style: style, range: range, step: step, format: format, isInteger: false, isOptional: true, keyPath: keyPath,
            read: { $0.value(at: keyPath) },
            write: { $0.setValue($1, at: keyPath) })
    }
}

extension ClosedRange where Bound == Double {
    /// An integer range as a `Double` range.
    init(_ range: ClosedRange<Int>) {
        self = Double(range.lowerBound)...Double(range.upperBound)
    }
}

/// What reads a number control's text and adjusts the number it sets: the
/// control's settings, in a type of their own (not generic over the form).
struct NumberEntryRules {
    /// Whether the number is typed (a field), not stepped or slid.
    let isTyped: Bool
    let range: ClosedRange<Double>?
    /// How far apart a stepper's or slider's values are.
    let step: Double
    let format: NumberFormat
    let isInteger: Bool
    let isOptional: Bool

    /// The number `text` sets (`nil` for none), or why it sets none.
    func reading(_ text: String) -> TextReading<Double> {
        if text.isAllWhitespace {
            return isOptional ? .value(nil) : .problem(.missingNumber)
        }
        guard let value = format.parse(text) else {
            return .problem(isInteger ? .notAWholeNumber : .notANumber)
        }
        guard !isInteger || (value == value.rounded() && abs(value) < 9e15) else { return .problem(.notAWholeNumber) }
        if let range, !range.contains(value) {
            return .problem(.outOfRange(lower: format.string(range.lowerBound), upper: format.string(range.upperBound)))
        }
        if let steps = stepsAround(value) {
            return .problem(.betweenSteps(below: format.string(steps.below), above: format.string(steps.above)))
        }
        return .value(value)
    }

    /// The allowed values either side of `value` when a stepper or slider
    /// cannot hold it (it is not a whole number of steps from the range's
    /// lower bound, or zero); `nil` when it can.
    private func stepsAround(_ value: Double) -> (below: Double, above: Double)? {
        guard !isTyped, step > 0, step.isFinite else { return nil }
        let base = range?.lowerBound ?? 0
        let steps = (value - base) / step
        // Tolerance for steps such as 0.1 that binary floating point cannot
        // hold exactly.
        guard abs(steps - steps.rounded()) > 1e-9 * max(1, abs(steps)) else { return nil }
        var below = base + steps.rounded(.down) * step
        var above = base + steps.rounded(.up) * step
        if let range {
            below = max(below, range.lowerBound)
            above = min(above, range.upperBound)
        }
        return (below, above)
    }

    /// `number` as the control sets it: rounded for an integer field, kept
    /// in the range by a stepper or slider.
    func adjusted(_ number: Double?) -> Double? {
        number.map { isTyped ? (isInteger ? $0.rounded() : $0) : clamped($0) }
    }

    private func clamped(_ value: Double) -> Double {
        var value = isInteger ? value.rounded() : value
        if let range { value = min(max(value, range.lowerBound), range.upperBound) }
        return value
    }
}
