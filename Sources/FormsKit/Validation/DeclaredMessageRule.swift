/// A rule whose message, when one was given where the rule is declared, is
/// the only text it fails with: the built-in rules, each with its
/// `message`.
///
/// A field keeps that message as a list of one, made once with the field
/// (``RuleCheck/soleMessage``): a value that fails this rule
/// alone takes the list instead of making one, as a server's check does
/// for most invalid fields of every request. Nothing depends on the rule
/// keeping its word: the message a check returns is compared with the
/// declared one before the list is used.
protocol DeclaredMessageRule {
    /// The message given where the rule was declared, if any.
    var declaredMessage: String? { get }
}

extension NotEmptyRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension MinLengthRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension MaxLengthRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension EmailRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension URLRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension PatternRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension IsTrueRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension CountRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension UniqueItemsRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension MinimumRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension MaximumRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension RangeRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension MultipleOfRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension DateRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension FileSizeRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension FileTypeRule: DeclaredMessageRule { var declaredMessage: String? { message } }
extension PredicateRule: DeclaredMessageRule { var declaredMessage: String? { message } }

extension OptionalValueRule: DeclaredMessageRule {
    var declaredMessage: String? { (wrapped as? any DeclaredMessageRule)?.declaredMessage }
}
