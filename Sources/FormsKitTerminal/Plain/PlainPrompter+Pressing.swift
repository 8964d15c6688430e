import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

// Buttons, links and focusable custom rows: pressed on "y"; a link's form
// asked in turn.
extension PlainPrompter {
    /// A button, link or focusable custom row: pressed on "y".
    func press<Form: ValidatableForm>(_ question: String, row id: PartialKeyPath<Form>, in session: FormSession<Form>) async -> Step {
        switch confirm(Self.question(question), default: false) {
        case .ended: return .ended
        case .aborted: return .aborted
        case .back: return .back
        case .no: return .next
        case .yes: break
        }
        switch session.activate(id) {
        case .open(let destination):
            navigator.open(destination)
            if let status = navigator.status {
                say(status)
                navigator.status = nil
                return .next
            }
            if let offer = afterNavigation?() {
                switch askYesOrNo(offer.question, default: true) {
                case true?:
                    offer.restore()
                    say(TerminalWords.text("plain.restored"))
                case false?: offer.discard()
                case nil: return .ended
                }
            }
            switch await run(navigator.current) {
            case .ended: return .ended
            case .aborted: return .aborted
            case .left:
                navigator.leave()
                navigator.confirmLeave(discarding: true)
            case .submitted, .failed:
                break
            }
            _ = afterNavigation?()
            navigator.status = nil
            say("")
            say("== " + TerminalWords.text("plain.backTo", ["title": session.layout.title ?? TerminalWords.text("plain.theForm")]) + " ==")
        case .startOver:
            // Asked already: "Start over?" was answered yes.
            session.startOver()
            say(TerminalWords.text("plain.startedOver"))
        case .ignored, .handled, .submit, .cancel:
            if let notice = session.notice { say(notice) }
        }
        return .next
    }
}
