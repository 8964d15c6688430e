import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
@_spi(FormsKitAdapter) import FormsKitWeb
import Vapor

/// One form route's endpoint, made at its first request from the app's
/// configuration (`app.webForms`), which route builders cannot reach: what
/// its requests share (the ledger of submitted pages) lives from then on.
final class WebFormRoute<Form: ValidatableForm & SendableMetatype>: Sendable {
    let options: WebFormOptions
    private let endpointOnceMade = LockedValue<WebFormEndpoint<Form>?>(nil)

    init(options: WebFormOptions) {
        self.options = options
    }

    /// The endpoint, for `request`'s app.
    func endpoint(for request: Request) throws -> WebFormEndpoint<Form> {
        if let endpoint = endpointOnceMade.withLock({ $0 }) { return endpoint }
        let configuration = try request.application.webForms.requireConfiguration()
        return endpointOnceMade.withLock { stored in
            if let endpoint = stored { return endpoint }
            let endpoint = WebFormEndpoint<Form>(configuration: configuration, options: options)
            stored = endpoint
            return endpoint
        }
    }
}
