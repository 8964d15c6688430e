import FormsKit
@_spi(FormsKitSurface) import FormsKitModel

// A submission in the background, and where its result leads.
extension TerminalFormApp {
    func startSubmission() {
        guard submission == nil else { return }
        let session = navigator.current
        // Before the last step of a form in steps: check the step and go on.
        if !session.isOnLastStep {
            submission = Task { [weak self] in
                _ = await session.continueToNextStep()
                self?.finishStep()
            }
            return
        }
        submission = Task { [weak self] in
            let result = await session.submitForm()
            self?.finishSubmission(result, of: session)
        }
    }

    func finishSubmission(_ result: SubmissionResult, of session: any AnyFormSession) {
        submission = nil
        changes += 1
        if case .submitted(let output) = result {
            navigator.didSubmit(session, output: output)
            dropClosedForms()
        }
        if let navigation = navigator.outcome {
            finishNavigation(navigation)
        } else {
            revealFocus()
            let keys = typeAhead
            typeAhead = []
            for key in keys { handle(key) }
        }
        onChange?()
    }

    /// A step was checked, and the next one shown when it was fine: keys
    /// typed meanwhile are handled now.
    func finishStep() {
        submission = nil
        changes += 1
        revealFocus()
        let keys = typeAhead
        typeAhead = []
        for key in keys { handle(key) }
        onChange?()
    }

    func finishNavigation(_ navigation: NavigationOutcome) {
        switch navigation {
        case .submitted(let output):
            if let output = output as? Root.Output { outcome = .submitted(output) }
        case .cancelled: outcome = .cancelled
        case .aborted: outcome = .aborted
        }
        if outcome != nil {
            submission?.cancel()
            typeAhead = []
        }
    }

    func finish(_ outcome: TerminalFormOutcome<Root.Output>) {
        self.outcome = outcome
        submission?.cancel()
        typeAhead = []
    }
}
