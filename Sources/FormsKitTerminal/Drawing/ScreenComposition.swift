import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

/// The whole screen of a terminal form: the title bar (cancel or back, the
/// title, submit), a divider, the form's visible lines with scroll markers
/// in a column of their own, and a footer (a question, a status, help).
///
/// Lines are shared out by priority, so that a tiny terminal still shows
/// the form: the title bar, then at least three lines of form, then a
/// pending question or status, then the divider and help when there is room.
@MainActor
struct ScreenComposition<Form: ValidatableForm, Root: SubmittableForm & ValidatableForm> {
    let app: TerminalFormApp<Root>
    let session: FormSession<Form>
    let state: TerminalFormState
    let palette: TerminalPalette
    /// The width used, at most the app's maximum.
    let width: Int
    let height: Int
    /// How the lines are shared out, worked out once.
    private var shares: (divider: Bool, content: Int, footer: [StyledLine]) = (false, 0, [])

    init(app: TerminalFormApp<Root>, session: FormSession<Form>, state: TerminalFormState, palette: TerminalPalette, width: Int, height: Int) {
        self.app = app
        self.session = session
        self.state = state
        self.palette = palette
        self.width = width
        self.height = height
        shares = shareLines()
    }

    /// The form's width, less the column of scroll markers.
    var contentWidth: Int { max(1, width - 1) }

    /// The lines given to the form.
    var contentHeight: Int { shares.content }

    private func shareLines() -> (divider: Bool, content: Int, footer: [StyledLine]) {
        var remaining = max(0, height - 1)
        let minimumContent = min(remaining, 3)
        remaining -= minimumContent
        var footer: [StyledLine] = []
        let messages = messageLines
        footer += messages.prefix(remaining)
        remaining -= footer.count
        // A form in steps says which one is shown on the divider's line,
        // kept down to a smaller screen.
        let divider = (height >= 8 || (session.stepProgress != nil && height >= 5)) && remaining > 0
        if divider { remaining -= 1 }
        if height >= 7 {
            let help = helpLines(fitting: min(2, max(0, remaining - (height >= 12 ? 2 : 0))))
            footer += help
            remaining -= help.count
        }
        return (divider, minimumContent + remaining, footer)
    }

    func draw(into frame: inout Frame, document: FormDocument<Form>) {
        let shares = self.shares
        drawTitleBar(into: &frame)
        let row = contentTop
        if shares.divider {
            frame.write(String(repeating: "─", count: width), column: 0, row: 1, style: palette.border)
            if let progress = session.stepProgress {
                draw(StyledLine(" " + progress.text + " ", style: palette.secondary).truncated(to: width), into: &frame, row: 1)
            }
        }
        let (lines, hasMoreAbove, hasMoreBelow) = contentLines(document)
        for (index, line) in lines.enumerated() {
            draw(line, into: &frame, row: row + index)
        }
        if shares.content > 0 {
            if hasMoreAbove { frame.write("↑", column: width - 1, row: row, style: palette.secondary) }
            if hasMoreBelow { frame.write("↓", column: width - 1, row: row + shares.content - 1, style: palette.secondary) }
        }
        for (index, line) in shares.footer.enumerated() {
            draw(line, into: &frame, row: row + shares.content + index)
        }
    }

    /// What the form's lines show: the form, or the list of keys in its
    /// place while that is open.
    private func contentLines(_ document: FormDocument<Form>) -> (lines: [StyledLine], hasMoreAbove: Bool, hasMoreBelow: Bool) {
        guard let scrolled = app.keyListTop else {
            let drawing = document.draw(from: state.viewport, height: shares.content)
            return (drawing.lines, drawing.hasMoreAbove, drawing.hasMoreBelow)
        }
        let all = keyList.lines(width: contentWidth, palette: palette)
        // A resize may leave the list scrolled past its end: its last page.
        let top = min(scrolled, max(0, all.count - shares.content))
        let shown = Array(all.dropFirst(top).prefix(shares.content))
        return (shown, top > 0, top + shown.count < all.count)
    }

    private var keyList: KeyList {
        KeyList(keyMap: app.keyMap, isShowingChild: app.navigator.isShowingChild)
    }

    /// What a click on the title bar's `column` does: the cancel (or back)
    /// label on the left, the submit label on the right.
    enum TitleBarAction {
        case leave, submit
    }

    /// The title bar's action drawn at `column`, if any.
    func titleBarAction(atColumn column: Int) -> TitleBarAction? {
        let (left, right) = titleBarEnds
        if left.width > 0, column < left.width { return .leave }
        if right.width > 0, column >= width - right.width, canSubmitOrContinue, !app.isSubmitting { return .submit }
        return nil
    }

    /// Whether leaving goes back: to the form before, or to the step before.
    private var goesBack: Bool {
        app.navigator.isShowingChild || session.stepProgress.map { !$0.isFirst } == true
    }

    /// Whether the title bar's right action can be used: Continue on a step
    /// before the last always, submitting when the form can be submitted.
    private var canSubmitOrContinue: Bool {
        !session.isOnLastStep || session.submitAvailability.isAvailable
    }

    /// The screen row of the form's first line.
    var contentTop: Int { shares.divider ? 2 : 1 }

    /// The title bar's left label (cancel or back; none when the bar is too
    /// narrow for it) and its right one (submit, or the spinner while a
    /// submission runs).
    private var titleBarEnds: (left: StyledLine, right: StyledLine) {
        let left = goesBack ? " ‹ " + session.layout.backTitle : " " + session.layout.cancelTitle
        var right = StyledLine()
        if session.isSubmittable {
            let title = session.isOnLastStep ? session.layout.submitTitle : session.layout.continueTitle
            if app.isSubmitting || session.controller.isLoading {
                right = StyledLine("\(app.spinner) \(title)… ", style: palette.secondary)
            } else {
                right = StyledLine("\(title) ", style: canSubmitOrContinue ? palette.button : palette.disabled)
            }
        }
        var leftLine = StyledLine(left, style: palette.accent)
        if leftLine.width + right.width + 2 > width { leftLine = StyledLine() }
        return (leftLine, right)
    }

    private func drawTitleBar(into frame: inout Frame) {
        let (leftLine, right) = titleBarEnds
        draw(leftLine, into: &frame, row: 0)
        draw(right, into: &frame, row: 0, column: max(0, width - right.width))
        let room = width - 2 * max(leftLine.width, right.width) - 2
        if room >= 3 {
            let line = StyledLine(session.layout.title ?? "", style: palette.title).truncated(to: room)
            draw(line, into: &frame, row: 0, column: (width - line.width) / 2)
        }
    }

    /// A question waiting for an answer, or what to tell the user now.
    private var messageLines: [StyledLine] {
        // A question is wrapped between words, never cut: its answer keys
        // are at its end.
        func asking(_ question: String) -> [StyledLine] {
            // Asked again after a key that is not an answer: what to press first.
            let again = app.asksForYesOrNo ? "✗ " + TerminalWords.answerYesOrNo + " " : ""
            return TextWrapping.wrap(again + question + " " + TerminalWords.text("screen.yesOrNo"), width: max(1, width - 2)).prefix(3)
                .map { StyledLine(" " + $0 + " ", style: palette.dialog) }
        }
        if let offer = app.draftOffer { return asking(offer.question) }
        if let pending = app.navigator.pendingLeave {
            switch pending {
            case .discardChanges: return asking(ValidationMessages.text(for: .discardChangesQuestion))
            case .startOver: return asking(ValidationMessages.text(for: .startOverQuestion))
            }
        }
        guard let message = app.navigator.status ?? session.notice else { return [] }
        // Indented by a cell, as the rows and questions are.
        return Array(TextWrapping.wrap(message, width: max(1, width - 2)).prefix(2).map { StyledLine(" " + $0, style: palette.secondary) })
    }

    /// One key of the help footer: what to press, what it does, and how
    /// much it matters when the footer has no room for every key.
    private struct HelpItem {
        enum Importance: Comparable {
            /// A row's key that does what a movement key does (Enter to the
            /// next row): the first to go when the footer has no room.
            case duplicate
            /// Moving between rows: the keys everyone tries first.
            case movement
            /// What the focused row does with keys.
            case row
            /// Submitting and leaving, always shown.
            case essential
        }

        var keys: String
        var action: String
        var importance: Importance
    }

    /// The keys that do something on the focused row, then the form's; or,
    /// while the list of keys is shown, the keys that close and scroll it.
    private var helpItems: [HelpItem] {
        let keyMap = app.keyMap
        guard app.keyListTop == nil else {
            let close = [keyMap.cancel.first, keyMap.keys.first].compactMap { $0?.name }.joined(separator: "/")
            return [
                HelpItem(
                    keys: KeyNames.pair(keyMap.previous.suffix(1), keyMap.next.suffix(1)), action: TerminalWords.text("help.scroll"), importance: .movement),
                HelpItem(keys: close, action: TerminalWords.text("help.close"), importance: .essential),
            ]
        }
        let pair = { (keys: [Key]) in keys.prefix(2).map(\.name).joined(separator: "/") }
        var items = [HelpItem(keys: pair(keyMap.next), action: TerminalWords.text("help.next"), importance: .movement)]
        items.append(HelpItem(keys: pair(keyMap.previous), action: TerminalWords.text("help.back"), importance: .movement))
        if let row = session.focusedRow {
            let next = TerminalWords.text("help.next")
            for (keys, action) in RowInput(session: session, state: state, keyMap: keyMap).help(for: row) {
                items.append(HelpItem(keys: keys, action: action, importance: action == next ? .duplicate : .row))
            }
            if let focus = session.controller.focus, let (group, index) = session.element(containing: focus) {
                // Only the keys that can act: none that would be refused.
                let count = session.elementCount(ofGroup: group)
                var keys: [(String, String)] = []
                if count > session.group(named: group)?.minimum ?? 0 { keys.append((keyMap.removeElement.helpName, TerminalWords.text("help.remove"))) }
                switch (index > 0, index < count - 1) {
                case (true, true): keys.append((KeyNames.pair(keyMap.moveElementUp, keyMap.moveElementDown), TerminalWords.text("help.move")))
                case (true, false): keys.append((keyMap.moveElementUp.helpName, TerminalWords.text("help.moveUp")))
                case (false, true): keys.append((keyMap.moveElementDown.helpName, TerminalWords.text("help.moveDown")))
                case (false, false): break
                }
                items += keys.map { HelpItem(keys: $0.0, action: $0.1, importance: .row) }
            }
        }
        if session.isSubmittable {
            items.append(
                HelpItem(
                    keys: keyMap.submit.helpName, action: TerminalWords.text(session.isOnLastStep ? "help.submit" : "help.continue"), importance: .essential))
        }
        items.append(HelpItem(keys: keyMap.cancel.helpName, action: TerminalWords.text(goesBack ? "help.back" : "help.cancel"), importance: .essential))
        // A key that would be typed as text here is not offered.
        let typesText = RowInput(session: session, state: state, keyMap: keyMap).typesText(on: session.focusedRow)
        if let key = keyMap.keys.first(where: { key in
            guard typesText, case .character = key else { return true }
            return false
        }) {
            items.append(HelpItem(keys: key.name, action: TerminalWords.text("help.keys"), importance: .essential))
        }
        return items
    }

    /// The help footer in at most `maximum` lines. When every key does not
    /// fit, the least important go first (the last of them first), so that
    /// submitting and leaving are always shown.
    private func helpLines(fitting maximum: Int) -> [StyledLine] {
        guard maximum > 0 else { return [] }
        var items = helpItems
        while true {
            let lines = helpLines(items)
            if lines.count <= maximum { return lines }
            guard let least = items.filter({ $0.importance < .essential }).map(\.importance).min(),
                let index = items.lastIndex(where: { $0.importance == least })
            else { return Array(lines.prefix(maximum)) }
            items.remove(at: index)
        }
    }

    /// `items` laid out in lines as wide as the screen.
    private func helpLines(_ items: [HelpItem]) -> [StyledLine] {
        var lines: [StyledLine] = []
        var line = StyledLine()
        for item in items {
            var piece = StyledLine(line.width == 0 ? "" : " · ", style: palette.helpText)
            piece.append(item.keys, style: palette.helpKey)
            piece.append(" " + item.action, style: palette.helpText)
            if line.width + piece.width > width, line.width > 0 {
                lines.append(line)
                line = StyledLine(item.keys, style: palette.helpKey)
                line.append(" " + item.action, style: palette.helpText)
            } else {
                line.append(piece)
            }
        }
        lines.append(line)
        return lines
    }

    private func draw(_ line: StyledLine, into frame: inout Frame, row: Int, column: Int = 0) {
        line.write(into: &frame, column: column, row: row)
    }
}
