import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
import Foundation

// Yes-or-no questions and prompts, in the language's words and letters.
extension PlainPrompter {
    /// Asks `question` until it is answered y or n (Enter: `default`);
    /// `nil` when input ends or is aborted first.
    func askYesOrNo(_ question: String, default: Bool) -> Bool? {
        while true {
            switch confirm(question, default: `default`) {
            case .yes: return true
            case .no: return false
            case .back: continue
            case .ended, .aborted: return nil
            }
        }
    }

    func confirm(_ question: String, default: Bool) -> Confirmation {
        while true {
            switch ask(Self.prompt("\(question) \(Self.yesOrNoChoice) [\(Self.yesOrNoLetter(`default`))]")) {
            case .end: return .ended
            case .abort: return .aborted
            case .line(let line):
                switch PlainAnswer(line) {
                case .keep: return `default` ? .yes : .no
                case .back: return .back
                case .clear: break
                case .text(let text):
                    if let answer = Self.yesOrNo(text) { return answer ? .yes : .no }
                }
                say("✗ " + TerminalWords.answerYesOrNo)
            }
        }
    }

    static func yesOrNo(_ text: String) -> Bool? {
        TerminalWords.yesOrNo(text)
    }

    /// A prompt before an answer, as the language writes one: "Name:",
    /// "Nom :".
    static func prompt(_ question: String) -> String {
        TerminalWords.text("plain.prompt", ["question": question])
    }

    /// `text` asked as a question, as the language marks one: "Newsletter?",
    /// "¿Boletín?", "ニュースレター？".
    static func question(_ text: String) -> String {
        TerminalWords.text("plain.question", ["text": text])
    }

    /// The letter that answers yes (or no) in the language in effect.
    static func yesOrNoLetter(_ yes: Bool) -> String {
        TerminalWords.text(yes ? "answer.yes" : "answer.no")
    }

    /// "y/n", in the language's letters.
    static var yesOrNoLetters: String {
        yesOrNoLetter(true) + "/" + yesOrNoLetter(false)
    }

    /// "(y/n)".
    static var yesOrNoChoice: String {
        "(" + yesOrNoLetters + ")"
    }
}
