public import FormsKitWeb
public import Vapor

extension Application {
    /// FormsKit's settings for this app's form routes, kept in its storage.
    ///
    /// ```swift
    /// app.webForms.configuration = WebFormConfiguration(signingKey: try SigningKey(base64: secret))
    /// ```
    public var webForms: WebForms {
        WebForms(application: self)
    }

    /// FormsKit's settings for an app's form routes.
    public struct WebForms: Sendable {
        let application: Application

        private struct ConfigurationKey: StorageKey {
            typealias Value = WebFormConfiguration
        }

        /// What every form route shares: the signing key, the CSRF policy,
        /// cookies, limits, languages and the assets' paths. Set it before
        /// the app serves a form; a form route answered without one
        /// answers 500 and logs how to set it.
        public var configuration: WebFormConfiguration? {
            get { application.storage[ConfigurationKey.self] }
            nonmutating set { application.storage[ConfigurationKey.self] = newValue }
        }

        /// The configuration, or an error that says how to set it.
        func requireConfiguration() throws -> WebFormConfiguration {
            guard let configuration else {
                throw Abort(
                    .internalServerError,
                    reason: "FormsKit has no configuration: set app.webForms.configuration = WebFormConfiguration(signingKey: …) before serving forms.")
            }
            return configuration
        }
    }
}
