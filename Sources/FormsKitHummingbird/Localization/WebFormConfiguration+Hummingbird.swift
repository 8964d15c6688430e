public import FormsKitWeb
public import Hummingbird

extension WebFormConfiguration {
    /// The language to answer Hummingbird's `request` in, as the form
    /// routes choose it (``FormsKitWeb/WebFormConfiguration/language(of:)``):
    /// for pages of your own that speak as the forms do.
    public func language(of request: Request) -> WebFormLanguage {
        language(of: WebFormRequest(request))
    }
}
