import FormsKit
import Foundation
import Testing

@Suite("Number, date and collection rules")
struct ValueRuleTests {
    @Test("min, max and range on integers and doubles")
    func comparable() {
        let age: MinimumRule<Int> = .min(18)
        #expect(age.validate(value: 17) == "Must be at least 18")
        #expect(age.validate(value: 18) == nil)

        let price: MaximumRule<Double> = .max(9.5)
        #expect(price.validate(value: 9.75) == "Must be at most 9.5")
        #expect(price.validate(value: 9.5) == nil)

        let rating: RangeRule<Int> = .range(1...5)
        #expect(rating.validate(value: 0) == "Must be between 1 and 5")
        #expect(rating.validate(value: 5) == nil)
    }

    @Test("Number rules on optional fields let nil pass")
    func optionalNumbers() {
        let age: OptionalValueRule<MinimumRule<Int>> = .min(18)
        #expect(age.validate(value: nil) == nil)
        #expect(age.validate(value: 3) == "Must be at least 18")

        let step: OptionalValueRule<MultipleOfRule<Int>> = .multipleOf(5)
        #expect(step.validate(value: nil) == nil)
        #expect(step.validate(value: 7) == "Must be a multiple of 5")
    }

    @Test("multipleOf for integers, and for decimals with a tolerance")
    func multipleOf() {
        let five: MultipleOfRule<Int> = .multipleOf(5)
        #expect(five.validate(value: 10) == nil)
        #expect(five.validate(value: -15) == nil)
        #expect(five.validate(value: 11) == "Must be a multiple of 5")

        let tenth: MultipleOfRule<Double> = .multipleOf(0.1)
        #expect(tenth.validate(value: 0.3) == nil, "0.3 is 3 × 0.1 despite binary rounding")
        #expect(tenth.validate(value: 2.5) == nil)
        #expect(tenth.validate(value: 0.35) == "Must be a multiple of 0.1")
    }

    @Test("Dates before, after and within limits evaluated at validation time")
    func dates() {
        let day: TimeInterval = 86_400
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let before: DateRule = .before(start)
        #expect(before.validate(value: start - day) == nil)
        #expect(before.validate(value: start) != nil)

        let after: DateRule = .after(start, message: "Too early")
        #expect(after.validate(value: start + 1) == nil)
        #expect(after.validate(value: start) == "Too early")

        let within: DateRule = .within(start...(start + 7 * day))
        #expect(within.validate(value: start + 3 * day) == nil)
        #expect(within.validate(value: start + 8 * day)?.hasPrefix("Must be between") == true)

        let past: DateRule = .before(.now)
        #expect(past.validate(value: Date() - 60) == nil)
        #expect(past.validate(value: Date() + 3600) != nil)

        let optional: OptionalValueRule<DateRule> = .after(start)
        #expect(optional.validate(value: nil) == nil)
        #expect(optional.validate(value: start - day) != nil)
    }

    @Test("Collections: count bounds and unique items")
    func collections() {
        let choices: CountRule<[String]> = .count(min: 1, max: 2)
        #expect(choices.validate(value: []) == "Choose at least 1 item")
        #expect(choices.validate(value: ["a", "b", "c"]) == "Choose no more than 2 items")
        #expect(choices.validate(value: ["a"]) == nil)

        let unique: UniqueItemsRule<[String]> = .uniqueItems()
        #expect(unique.validate(value: ["yes", "no", "yes"]) == "Must not contain duplicates")
        #expect(unique.validate(value: ["yes", "no"]) == nil)
        #expect(unique.validate(value: ["Pizza", "pizza", "Pizza "]) == nil, "exact comparison by default")
    }

    @Test("Empty items are missing, not the same item twice (regression: two blank poll options said \"Each option must be different\")")
    func uniqueItemsLeaveEmptyOnesAlone() {
        let options: UniqueItemsRule<[String]> = .uniqueItems(ignoringCase: true, message: "Each option must be different")
        #expect(options.validate(value: ["", ""]) == nil)
        #expect(options.validate(value: [" ", "\u{3000}", "Tea"]) == nil)
        #expect(options.validate(value: ["", "Tea", "", "tea"]) == "Each option must be different")
        let exact: UniqueItemsRule<[String]> = .uniqueItems()
        #expect(exact.validate(value: ["", ""]) == nil)
        let numbers: UniqueItemsRule<[Int]> = .uniqueItems()
        #expect(numbers.validate(value: [0, 0]) == "Must not contain duplicates", "a zero is a value, not a missing one")
    }

    @Test(
        "A missing value gets one message: a required rule that fails is the field's only one (regression: \"Name is required\" and \"Must be at least 3 characters\")"
    )
    func missingValueHasOneMessage() {
        var name = Validated(wrappedValue: "", name: "name", .isNotEmpty(message: "Name is required"), .minLength(3), .pattern("^[a-z]+$"))
        let isValid = name.validate()
        #expect(!isValid)
        #expect(name.messages == ["Name is required"])
        name.wrappedValue = "  "
        _ = name.validate()
        #expect(name.messages == ["Name is required"])
        name.wrappedValue = "A"
        _ = name.validate()
        #expect(name.messages == ["Must be at least 3 characters", "Has an invalid format"], "a value that is there gets every message")
        // Rules after or before the requirement, in any order.
        var later = Validated(wrappedValue: "", name: "code", .minLength(3), .isNotEmpty())
        _ = later.validate()
        #expect(later.messages == [ValidationMessages.text(for: .required)])
    }

    @Test("uniqueItems(ignoringCase:) treats case and surrounding whitespace as the same option")
    func uniqueIgnoringCase() {
        let options: UniqueItemsRule<[String]> = .uniqueItems(ignoringCase: true, message: "Each option must be different")
        #expect(options.validate(value: ["Pizza", "pizza"]) == "Each option must be different")
        #expect(options.validate(value: ["Pizza ", " PIZZA"]) == "Each option must be different")
        #expect(options.validate(value: ["Äpfel", "äpfel"]) == "Each option must be different")
        #expect(options.validate(value: ["Pizza", "Pasta", "Pizza Margherita"]) == nil)
        #expect(options.validate(value: ["piz za", "pizza"]) == nil, "whitespace inside an item counts")
        #expect(options.validate(value: []) == nil)

        let substrings: UniqueItemsRule<[Substring]> = .uniqueItems(ignoringCase: true)
        #expect(substrings.validate(value: ["Yes", "YES"]) == "Must not contain duplicates")

        let exact: UniqueItemsRule<[String]> = .uniqueItems(ignoringCase: false)
        #expect(exact.validate(value: ["Pizza", "pizza"]) == nil)
        #expect(exact.validate(value: ["pizza", "pizza"]) == "Must not contain duplicates")
    }

    @Test("uniqueItems(by:) compares items by a key")
    func uniqueByKey() {
        struct Guest {
            var name: String
            var email: String
        }
        let guests: UniqueItemsRule<[Guest]> = .uniqueItems(by: \.email, message: "Invite each address once")
        #expect(guests.validate(value: [Guest(name: "Ada", email: "a@x"), Guest(name: "Ada", email: "b@x")]) == nil)
        #expect(
            guests.validate(value: [Guest(name: "Ada", email: "a@x"), Guest(name: "Bo", email: "a@x")])
                == "Invite each address once")

        let rounded: UniqueItemsRule<Set<Double>> = .uniqueItems(by: { $0.rounded() })
        #expect(rounded.validate(value: [1.2, 1.4]) == "Must not contain duplicates")
        #expect(rounded.validate(value: [1.2, 2.2]) == nil)
    }

    @Test("satisfies, ifPresent and rule sets compose rules")
    func composition() {
        let even: PredicateRule<Int> = .satisfies("Must be even") { $0 % 2 == 0 }
        #expect(even.validate(value: 3) == "Must be even")
        #expect(even.validate(value: 4) == nil)

        let evenIfPresent: OptionalValueRule<PredicateRule<Int>> = .ifPresent(even)
        #expect(evenIfPresent.validate(value: nil) == nil)
        #expect(evenIfPresent.validate(value: 1) == "Must be even")

        let password = ValidationRuleSet<String>(.minLength(8), .pattern("[0-9]", message: "Add a digit"))
        #expect(password.validate(value: "short") == "Must be at least 8 characters")
        #expect(password.validate(value: "long enough") == "Add a digit")
        #expect(password.validate(value: "long enough 1") == nil)
    }
}
