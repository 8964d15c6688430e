import FormsKit

/// The languages a server answers in, chosen per request: the one the
/// browser chose on a page (its language cookie), else the browser's
/// `Accept-Language`; the first is used when none of the browser's matches.
///
/// ```swift
/// let languages = WebFormLanguages(.english, WebFormLanguage(tag: "de"))
/// languages.negotiate(acceptLanguage: "de-CH, de;q=0.9, en;q=0.8").tag   // "de"
/// ```
public struct WebFormLanguages: Sendable {
    /// The languages, the default first.
    public let all: [WebFormLanguage]

    /// These languages; `fallback` is used when the browser accepts none of them.
    public init(_ fallback: WebFormLanguage, _ others: WebFormLanguage...) {
        all = [fallback] + others
    }

    /// These languages; the first is used when the browser accepts none of them.
    public init(fallback: WebFormLanguage, others: [WebFormLanguage]) {
        all = [fallback] + others
    }

    /// English only.
    public static let english = WebFormLanguages(.english)

    /// Every language FormsKit ships (`FormLanguage.shipped`), English first.
    public static let shipped = WebFormLanguages(
        fallback: .english, others: FormLanguage.shipped.dropFirst().map { WebFormLanguage(tag: $0.tag) })

    /// The language tagged exactly `tag`, if it is one of these.
    public func language(tagged tag: String) -> WebFormLanguage? {
        all.first { $0.tag.lowercased() == tag.lowercased() }
    }

    /// The language to answer in for an `Accept-Language` header: the
    /// browser's most preferred range (by `q`, then order) that one of the
    /// languages matches, exactly or by prefix (`de-CH` takes `de`, `de`
    /// takes `de-DE`); the fallback when none does or there is no header.
    public func negotiate(acceptLanguage header: String?) -> WebFormLanguage {
        guard let header else { return all[0] }
        for range in AcceptLanguage.ranges(in: header) {
            if range == "*" { return all[0] }
            if let exact = all.first(where: { $0.tag.lowercased() == range }) { return exact }
            var prefix = Substring(range)
            while let dash = prefix.lastIndex(of: "-") {
                prefix = prefix[..<dash]
                if let match = all.first(where: { $0.tag.lowercased() == prefix }) { return match }
            }
            if let wider = all.first(where: { $0.tag.lowercased().hasPrefix(range + "-") }) { return wider }
        }
        return all[0]
    }
}
