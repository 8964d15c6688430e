import FormsKit
import FormsKitModel
@MainActor
public struct PlainForm<Root: SubmittableForm & ValidatableForm> {
    let session: FormSession<Root>
    public init(session: FormSession<Root>) { self.session = session }
    public func run() async -> TerminalFormOutcome<Root.Output> { .aborted }
}
