/// Where a browser goes once its form is submitted, as a form's
/// submission hook says.
///
/// ```swift
/// whenSubmitted: { account in
///     .redirect(to: "/accounts/\(account.id)", message: "Saved.")
/// }
/// ```
///
/// A JSON client is answered with the form's output whatever the hook
/// says, unless it returns a response of its own.
public enum WebFormNextPage: Sendable {
    /// Where ``WebFormOptions/resultPath`` says (the form's own page when
    /// it is `nil`), with the form's success message.
    case standard
    /// 303 See Other to `location`, whose page shows `message` as its
    /// flash message (`nil`: the form's success message).
    case redirect(to: String, message: String? = nil)
    /// This response, as it is: the cookies FormsKit sets (a new CSRF
    /// cookie, a draft removed, a form in steps ended) are added to it.
    case response(WebFormResponse)
}
