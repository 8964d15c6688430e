import FormsKit
import Foundation

/// An option of a ``ChoiceRow`` or ``MultipleChoiceRow``: a value and its label.
public struct ChoiceOption<Value: Hashable>: Hashable {
    /// What the form stores when this option is chosen.
    public var value: Value
    /// What the user sees.
    public var label: String

    /// Creates an option.
    public init(_ label: String, value: Value) {
        self.label = label
        self.value = value
    }
}

extension ChoiceOption: Sendable where Value: Sendable {}

/// Finding an option from what a user typed: its number (from 1) or its label.
enum OptionLookup {
    /// The position of the option named by `text`: `2` for the second, or a
    /// label matched ignoring case and surrounding spaces.
    static func index(matching text: String, in labels: [String]) -> Int? {
        let text = text.trimmingCharacters(in: .whitespaces)
        // From 1: a number below it names no option (and `number - 1`
        // would overflow for the least `Int`).
        if let number = Int(text), number >= 1, labels.indices.contains(number - 1) { return number - 1 }
        return labels.firstIndex { $0.trimmingCharacters(in: .whitespaces).lowercased() == text.lowercased() }
    }
}

// MARK: Walking options

// These index the array rather than use `map`, `filter` or `firstIndex`:
// choice controls run them unspecialized, generic over the option's value,
// and there each element a collection algorithm reads costs an allocation.
extension ChoiceOption {
    /// The labels of `options`, in order.
    static func labels(of options: [ChoiceOption]) -> [String] {
        var labels: [String] = []
        labels.reserveCapacity(options.count)
        for index in 0..<options.count { labels.append(options[index].label) }
        return labels
    }

    /// The position of the first of `options` whose value is `value`.
    static func index(of value: Value, in options: [ChoiceOption]) -> Int? {
        for index in 0..<options.count where options[index].value == value { return index }
        return nil
    }

    /// The positions of `options` whose values are in `values`.
    static func indices(of values: Set<Value>, in options: [ChoiceOption]) -> Set<Int> {
        var indices: Set<Int> = []
        for index in 0..<options.count where values.contains(options[index].value) { indices.insert(index) }
        return indices
    }

    /// The values of the options at `indices`, ignoring positions out of range.
    static func values(at indices: Set<Int>, in options: [ChoiceOption]) -> Set<Value> {
        var values: Set<Value> = []
        for index in indices where index >= 0 && index < options.count { values.insert(options[index].value) }
        return values
    }
}

extension ChoiceOption {
    /// The values of `options` as JSON writes them, when that is a string;
    /// each value's name is kept in `known` once worked out.
    static func outputNames(of options: [ChoiceOption], known: OutputNames<Value>) -> [String?] {
        var names: [String?] = []
        names.reserveCapacity(options.count)
        for index in 0..<options.count { names.append(known.name(of: options[index].value)) }
        return names
    }
}

/// The names of a choice's option values as JSON writes them (a string, or
/// `nil` when it writes something else), kept once worked out: encoding a
/// value to JSON and reading it back costs more than the rest of a page's
/// row, and every page and draft asks. A control keeps one, shared by the
/// sessions that share its layout (in several tasks at once), so it is
/// read and written with a lock held.
final class OutputNames<Value: Hashable> {
    private let names = LockedValue<[Value: String?]>([:])

    /// How many values' names are kept: options made from data without end
    /// would otherwise grow it without end.
    private static var limit: Int { 1_000 }

    func name(of value: Value) -> String? {
        if let string = value as? String { return string }
        if let known = names.withLock({ $0[value] }) { return known }
        var name: String?
        // A value that encodes as no single string has no output name: the expected answer.
        if let encodable = value as? any Encodable, let json = try? JSONEncoder().encode(encodable) {
            name = try? JSONDecoder().decode(String.self, from: json)
        }
        names.withLock { if $0.count < Self.limit { $0[value] = name } }
        return name
    }
}
