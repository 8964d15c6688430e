// The web core's types (WebFormConfiguration, SigningKey, WebFormOptions, …)
// come with the adapter: a Vapor app imports FormsKitVapor alone.
@_exported public import FormsKitWeb
