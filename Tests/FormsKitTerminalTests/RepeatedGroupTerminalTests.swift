import FormsKit
import FormsKitExamples
@_spi(FormsKitSurface) import FormsKitModel
import FormsKitTerminal
import FormsKitTerminalTesting
import Testing

/// The poll on the terminal: options added, removed, reordered; Enter
/// moving through them; the maximum; messages about the whole list.
@MainActor
@Suite("Repeated groups on the terminal")
struct RepeatedGroupTerminalTests {
    private func poll(width: Int = 60, height: Int = 24) -> (FormSession<PollForm>, TerminalFormDriver<PollForm>) {
        let session = FormSession(form: PollForm())
        return (session, TerminalFormDriver(session: session, width: width, height: height))
    }

    /// The title of the focused row, read off the screen.
    private func focusedLine(_ driver: TerminalFormDriver<PollForm>) -> String {
        driver.screen.components(separatedBy: "\n").first { $0.contains("▸") } ?? ""
    }

    @Test("The poll opens on its first field, the Question (regression: Option 1)")
    func focusOnAppear() {
        let (session, _) = poll()
        #expect(session.controller.focus == \PollForm.question)
    }

    @Test("Enter in an option moves to the next option; only the last one adds (regression: appended and skipped Option 2)")
    func enterMovesThenAdds() async {
        let (session, driver) = poll()
        await driver.type("Lunch?")
        await driver.press(.enter)
        #expect(session.controller.focus == \PollForm.options[0])
        await driver.type("Pizza")
        await driver.press(.enter)
        #expect(session.controller.focus == \PollForm.options[1], "Option 2 exists: Enter goes there")
        #expect(session.controller.form.options.count == 2)
        await driver.type("Sushi")
        await driver.press(.enter)
        #expect(session.controller.form.options == ["Pizza", "Sushi", ""], "Enter in the last option adds one")
        #expect(session.controller.focus == \PollForm.options[2])
    }

    @Test("Ctrl-X removes the focused option; Alt-↑/↓ move it; the help footer says so")
    func removeAndReorder() async {
        let (session, driver) = poll()
        await driver.press(.tab)
        await driver.type("A")
        await driver.press(.tab)
        await driver.type("B")
        await driver.press(.tab, .enter)  // Add option → Option 3
        await driver.type("C")
        #expect(driver.screen.contains("remove"), "the footer names the remove key")
        #expect(driver.screen.contains("move"), "the footer names the move keys")
        await driver.send(Array("\u{1B}[1;3A".utf8))  // Alt-↑: C moves above B
        #expect(session.controller.form.options == ["A", "C", "B"])
        #expect(session.controller.focus == \PollForm.options[1], "focus follows the moved option")
        await driver.press(.control("x"))  // remove C
        #expect(session.controller.form.options == ["A", "B"])
        await driver.press(.control("x"))  // the minimum is two: refused, and said
        #expect(session.controller.form.options == ["A", "B"])
        #expect(driver.screen.contains("at least 2"))
    }

    @Test("The footer offers only the list keys that can act: no remove at the minimum, no move past an end (regression: ctrl+x offered and refused)")
    func footerOffersOnlyKeysThatAct() async {
        let (_, driver) = poll(width: 100)
        let footer = { driver.screen.components(separatedBy: "\n").suffix(2).joined(separator: "\n") }
        await driver.press(.tab)  // Option 1 of 2, the minimum
        #expect(!footer().contains("remove"), "\(footer())")
        #expect(footer().contains("alt+↓ move down") && !footer().contains("alt+↑"), "\(footer())")
        await driver.press(.tab)  // Option 2, the last
        #expect(footer().contains("alt+↑ move up") && !footer().contains("alt+↓"), "\(footer())")
        await driver.press(.tab, .enter, .backTab)  // Add option, then Option 2 of 3
        #expect(footer().contains("ctrl+x remove"), "\(footer())")
        #expect(footer().contains("alt+↑/↓ move"), "\(footer())")
    }

    @Test("At the maximum the Add row says so and Enter in the last option moves on (regression: silently hidden)")
    func maximum() async {
        let (session, driver) = poll(height: 40)
        await driver.type("Q")
        await driver.press(.enter)
        for index in 0..<10 {
            await driver.type("o\(index)")
            await driver.press(.enter)
        }
        #expect(session.controller.form.options.count == 10)
        #expect(driver.screen.contains("10"), "the maximum is stated on screen")
        #expect(driver.screen.lowercased().contains("most"))
        await driver.type("x")
        #expect(!session.controller.form.options.contains("o9x"), "typing does not land in the last option")
    }

    @Test("With two empty options, a failed submit focuses the first")
    func twoEmptyOptions() async {
        let (session, driver) = poll()
        await driver.type("Lunch?")
        await driver.press(.control("s"))
        #expect(session.controller.focus == \PollForm.options[0])
        #expect(driver.screen.contains("Fill in every option"))
    }

    @Test("A failed submit focuses the offending option and shows the list's message beside it (regression: off-screen)")
    func listMessagesWhereSeen() async {
        let (session, driver) = poll(width: 50, height: 12)
        await driver.type("Lunch?")
        await driver.press(.tab)
        await driver.type("Pizza")
        await driver.press(.control("s"))
        #expect(session.controller.focus == \PollForm.options[1], "the empty option gets focus")
        #expect(driver.screen.contains("Fill in every option"))
    }
}

@MainActor
@Suite("Repeated groups: uniqueness")
struct RepeatedGroupUniquenessTests {
    @Test("\"Pizza\" and \"pizza\" are the same option in the poll (regression: counted as different)")
    func caseInsensitive() async {
        let session = FormSession(form: PollForm())
        let driver = TerminalFormDriver(session: session, width: 60, height: 24)
        await driver.type("Lunch?")
        await driver.press(.enter)
        await driver.type("Pizza")
        await driver.press(.enter)
        await driver.type("pizza ")
        await driver.press(.control("s"))
        #expect(driver.outcome == nil)
        #expect(driver.screen.contains("Each option must be different"))
        #expect(session.controller.focus == \PollForm.options[1], "focus on the repeated option, the later one")
    }
}
