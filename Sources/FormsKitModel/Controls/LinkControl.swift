import FormsKit

/// A row that opens another form or a page.
public struct LinkControl<Form: ValidatableForm> {
    /// Where the row leads.
    public var destination: FormDestination

    /// A link to `destination`.
    public init(to destination: FormDestination) {
        self.destination = destination
    }
}
