import FormsKit

/// A row that opens another form or a page.
@_spi(FormsKitSurface) public struct LinkControl<Form: ValidatableForm> {
    /// Where the row leads.
    @_spi(FormsKitSurface) public var destination: FormDestination

    /// A link to `destination`.
    @_spi(FormsKitSurface) public init(to destination: FormDestination) {
        self.destination = destination
    }
}
