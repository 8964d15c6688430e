/// Unicode CLDR's plural rules (version 46) for the languages FormsKit
/// ships, and for others that share their rules, so that a translation into
/// one of those needs no code.
///
/// A language whose rules are not here uses English's (`one` for 1,
/// `other` otherwise); a translation can still give every category, and the
/// ones its language does not use are never chosen.
enum PluralRules {
    /// The category of `number` in the language tagged `tag` (`ru`, `pt-PT`).
    static func category(of number: PluralOperands, language tag: String) -> PluralCategory {
        let lowered = tag.lowercased()
        let primary = lowered.split(separator: "-").first.map(String.init) ?? lowered
        let n = number
        let (i, v) = (n.i, n.v)
        switch primary {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km", "yue":
            return .other
        case "fr":
            if i == 0 || i == 1 { return .one }
            return n.isMillions ? .many : .other
        case "pt":
            if lowered == "pt-pt" { return i == 1 && v == 0 ? .one : (n.isMillions ? .many : .other) }
            if i == 0 || i == 1 { return .one }
            return n.isMillions ? .many : .other
        case "es":
            if n.equals(1) { return .one }
            return n.isMillions ? .many : .other
        case "it", "ca":
            if i == 1 && v == 0 { return .one }
            return n.isMillions ? .many : .other
        case "ru", "uk", "be":
            guard v == 0 else { return .other }
            if i % 10 == 1 && i % 100 != 11 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case "pl":
            if i == 1 && v == 0 { return .one }
            guard v == 0 else { return .other }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case "cs", "sk":
            if i == 1 && v == 0 { return .one }
            if (2...4).contains(i) && v == 0 { return .few }
            return v != 0 ? .many : .other
        case "ar":
            if n.equals(0) { return .zero }
            if n.equals(1) { return .one }
            if n.equals(2) { return .two }
            if n.modulo(100, in: 3...10) { return .few }
            if n.modulo(100, in: 11...99) { return .many }
            return .other
        case "he":
            if (i == 1 && v == 0) || (i == 0 && v != 0) { return .one }
            if i == 2 && v == 0 { return .two }
            return .other
        case "tr", "el", "hu", "nb", "no", "nn", "bg":
            return n.equals(1) ? .one : .other
        case "da":
            return n.equals(1) || (n.t != 0 && (i == 0 || i == 1)) ? .one : .other
        default:
            // English, German, Dutch, Swedish, Finnish, Estonian and most
            // others: `one` for 1 written without a fraction.
            return i == 1 && v == 0 ? .one : .other
        }
    }
}

extension PluralOperands {
    /// A whole number of millions: `many` in French, Spanish, Italian and
    /// Portuguese ("1 000 000 de caractères").
    fileprivate var isMillions: Bool { v == 0 && i != 0 && i % 1_000_000 == 0 }
}
