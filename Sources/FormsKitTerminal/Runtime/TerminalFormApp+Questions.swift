import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

// The questions asked over a form, answered with y or n: a draft to put
// back, and changes to discard on leaving.
extension TerminalFormApp {
    func answer(_ offer: DraftOffer, with key: Key) {
        if keyMap.abort.contains(key) {
            navigator.abort()
            return
        }
        switch key {
        case .enter: offer.restore()
        // Esc is no answer: it would let go of what was typed unasked.
        case .character(let typed) where TerminalWords.yesOrNo(String(typed)) != nil:
            if TerminalWords.yesOrNo(String(typed)) == true { offer.restore() } else { offer.discard() }
        default:
            asksForYesOrNo = true
            return
        }
        asksForYesOrNo = false
        draftOffer = nil
        revealFocus()
    }

    func answer(_ pending: PendingLeave, with key: Key) {
        if keyMap.abort.contains(key) {
            navigator.abort()
            return
        }
        switch key {
        case .escape: navigator.confirmLeave(discarding: false)
        case .character(let typed) where TerminalWords.yesOrNo(String(typed)) != nil:
            navigator.confirmLeave(discarding: TerminalWords.yesOrNo(String(typed)) == true)
        default:
            asksForYesOrNo = true
            return
        }
        asksForYesOrNo = false
        revealFocus()
    }
}
