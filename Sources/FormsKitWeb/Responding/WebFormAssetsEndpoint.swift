public import HTTPTypes

/// The stylesheet and the live-validation script every form page links to
/// (``WebFormAssets``), at ``WebFormConfiguration/styleSheetPath`` and
/// ``WebFormConfiguration/scriptPath``: an adapter routes both paths here.
@_spi(FormsKitAdapter) public struct WebFormAssetsEndpoint: Sendable {
    /// Where the files are served.
    @_spi(FormsKitAdapter) public let configuration: WebFormConfiguration

    /// The paths the files are served at.
    @_spi(FormsKitAdapter) public var paths: [String] { [configuration.styleSheetPath, configuration.scriptPath] }

    /// The methods the paths serve, as their `Allow` header lists them.
    @_spi(FormsKitAdapter) public static var allowedMethods: [HTTPRequest.Method] { [.get, .head, .options] }

    /// The files `configuration` says where to serve.
    @_spi(FormsKitAdapter) public init(configuration: WebFormConfiguration) {
        self.configuration = configuration
    }

    /// The file at `request`'s path (cacheable for an hour), its fields
    /// alone for `HEAD`; 204 for `OPTIONS` and 405 for other methods, each
    /// with `Allow`; a 404 page for a path that is not one of ``paths``.
    @_spi(FormsKitAdapter) public func respond(to request: WebFormRequest) -> WebFormResponse {
        let file: (text: String, contentType: String)
        switch request.path {
        case configuration.styleSheetPath: file = (Self.styleSheet, "text/css; charset=utf-8")
        case configuration.scriptPath: file = (Self.script, "text/javascript; charset=utf-8")
        default: return configuration.notFoundResponse(to: request)
        }
        switch request.method {
        case .get:
            return WebResponse.asset(file.text, contentType: file.contentType)
        case .head:
            return WebResponse.asset(file.text, contentType: file.contentType).forHEAD()
        default:
            return WebFormResponse.otherMethod(request.method, allowing: Self.allowedMethods)
        }
    }

    // Made once: every page's request for them gets the same text.
    private static let styleSheet = WebFormAssets.styleSheet
    private static let script = WebFormAssets.liveValidationScript
}
