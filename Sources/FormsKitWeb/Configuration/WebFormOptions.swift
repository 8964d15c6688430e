/// What differs between one form's routes and another's, besides the form.
public struct WebFormOptions: Sendable {
    /// Where a Cancel button sends the browser (303). The Content Security
    /// Policy's `form-action 'self'` may stop a browser from following a
    /// redirect to another site.
    public var cancelURL: String
    /// Where the browser goes after a successful submission (303,
    /// post/redirect/get), and sees the flash message; `nil` for the form's
    /// own path, which shows a fresh form under the message.
    public var resultPath: String?
    /// The URL of the form's page as browsers see it, which it posts to;
    /// `nil` for the path of the request (a group's prefix included). Set
    /// it when the server is behind a proxy that adds a prefix of its own.
    public var publicPath: String?
    /// The flash message after a successful submission; `nil` for the
    /// layout's `successMessage`, else ``WebFormWording/submitted``.
    public var successMessage: String?

    /// Options for one form.
    public init(cancelURL: String = "/", resultPath: String? = nil, publicPath: String? = nil, successMessage: String? = nil) {
        self.cancelURL = cancelURL
        self.resultPath = resultPath
        self.publicPath = publicPath
        self.successMessage = successMessage
    }
}
