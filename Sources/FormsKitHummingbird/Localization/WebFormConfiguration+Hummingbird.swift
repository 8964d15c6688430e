@_spi(FormsKitAdapter) public import FormsKitWeb
public import Hummingbird

extension WebFormConfiguration {
    /// The language to answer Hummingbird's `request` in, as the form
    /// routes choose it (the language cookie, then `Accept-Language`, then
    /// the fallback of the configuration's `languages`): for
    /// pages of your own that speak as the forms do.
    public func language(of request: Request) -> WebFormLanguage {
        language(of: WebFormRequest(request))
    }
}
