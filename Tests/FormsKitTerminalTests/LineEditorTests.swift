import FormsKitTerminal
import Testing

@Suite("Line editing")
struct LineEditorTests {
    private func edit(_ text: String, _ keys: Key...) -> LineEditor {
        var editor = LineEditor(text)
        for key in keys { _ = editor.handle(key) }
        return editor
    }

    @Test("Ctrl-U deletes to the start of the line, with the cursor at the end (regression: it crashed)")
    func deleteToStart() {
        let editor = edit("Personal", .control("u"))
        #expect(editor.text == "")
        #expect(editor.cursor == 0)
        #expect(edit("Personal", .left, .left, .control("u")).text == "al")
    }

    @Test("Moving, inserting and deleting")
    func movement() {
        #expect(edit("ac", .left, .character("b")).text == "abc")
        #expect(edit("abc", .home, .delete).text == "bc")
        #expect(edit("abc", .control("a"), .control("e"), .backspace).text == "ab")
        #expect(edit("abc", .home, .backspace).text == "abc")
        #expect(edit("abc", .delete).text == "abc")
        #expect(edit("abc", .home, .right, .control("k")).text == "a")
    }

    @Test("Ctrl-W deletes the word before the cursor and the spaces after it")
    func deleteWord() {
        #expect(edit("hello big world", .control("w")).text == "hello big ")
        #expect(edit("hello big   ", .control("w")).text == "hello ")
        #expect(edit("one", .control("w")).text == "")
    }

    @Test("Pasted text is inserted whole; single-line fields turn newlines into spaces")
    func paste() {
        #expect(edit("a", .paste("b\nc")).text == "ab c")
        var multiline = LineEditor("", allowsNewlines: true)
        _ = multiline.handle(.paste("b\nc"))
        _ = multiline.handle(.enter)
        #expect(multiline.text == "b\nc\n")
    }

    @Test("A character limit stops typing and pasting")
    func limit() {
        var editor = LineEditor("", limit: 3)
        for key in [Key.character("a"), .paste("bcdef")] { _ = editor.handle(key) }
        #expect(editor.text == "abc")
    }

    @Test("Home, End and Ctrl-U work on the current line of multi-line text")
    func multilineLines() {
        var editor = LineEditor("first\nsecond", allowsNewlines: true)
        _ = editor.handle(.home)
        #expect(editor.cursor == 6)
        _ = editor.handle(.end)
        _ = editor.handle(.control("u"))
        #expect(editor.text == "first\n")
    }
}
