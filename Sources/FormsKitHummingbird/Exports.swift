// The web core's types (WebFormConfiguration, SigningKey, WebFormOptions, …)
// come with the adapter: a Hummingbird app imports FormsKitHummingbird alone.
@_exported public import FormsKitWeb
