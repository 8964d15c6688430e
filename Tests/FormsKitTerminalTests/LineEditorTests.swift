@_spi(TerminalInternals) import FormsKitTerminal
import FormsKitTestSupport
import Foundation
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

    @Test(
        """
        ↑ and ↓ in multi-line text move to the line above and below, at the same column or the line's end; \
        at the first or last line they are not editing keys
        """
    )
    func linesUpAndDown() {
        func editor(_ text: String, _ keys: [Key]) -> (LineEditor, [Bool]) {
            var editor = LineEditor(text, allowsNewlines: true)
            let handled = keys.map { editor.handle($0) }
            return (editor, handled)
        }
        // "abcdef\nxy\nlong line": from the end (column 9 of the last line).
        var (moved, handled) = editor("abcdef\nxy\nlong line", [.up])
        #expect(handled == [true])
        #expect(moved.textBeforeCursor == "abcdef\nxy", "the shorter line's end")
        (moved, handled) = editor("abcdef\nxy\nlong line", [.home, .right, .up, .up])
        #expect(moved.textBeforeCursor == "a", "column 1, kept across lines")
        (moved, handled) = editor("abcdef\nxy\nlong line", [.home, .right, .up, .up, .up])
        #expect(handled.last == false, "↑ on the first line is not an editing key")
        #expect(moved.textBeforeCursor == "a")
        (moved, handled) = editor("abcdef\nxy\nlong line", [.home, .right, .up, .up, .down])
        #expect(moved.textBeforeCursor == "abcdef\nx")
        (moved, handled) = editor("abcdef\nxy\nlong line", [.down])
        #expect(handled == [false], "↓ on the last line is not an editing key")
        var single = LineEditor("one line")
        #expect(single.handle(.up) == false && single.handle(.down) == false, "single-line text leaves ↑ and ↓ to the form")
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

extension LineEditorTests {
    /// Whole characters on each side of the cursor, and the cursor at the start,
    /// in the middle and at the end of short and long values.
    @Suite("Line editing by character")
    struct ByCharacter {
        private func editor(_ text: String, allowsNewlines: Bool = false, limit: Int? = nil, _ keys: [Key]) -> LineEditor {
            var editor = LineEditor(text, allowsNewlines: allowsNewlines, limit: limit)
            for key in keys { _ = editor.handle(key) }
            return editor
        }

        private static let family = "👨‍👩‍👧"
        private static let flag = "🇺🇦"
        private static let accented = "e\u{301}"

        @Test("A flag, a family emoji and e + U+0301 are one character each, at the start, in the middle and at the end")
        func wholeCharacters() {
            let text = Self.flag + "a" + Self.family + "b" + Self.accented
            #expect(LineEditor(text).cursor == 5)
            // From the end.
            #expect(editor(text, [.left]).textAfterCursor == Self.accented)
            #expect(editor(text, [.backspace]).text == Self.flag + "a" + Self.family + "b")
            #expect(editor(text, [.left, .left, .left, .delete]).text == Self.flag + "ab" + Self.accented)
            #expect(editor(text, [.left, .left, .backspace]).text == Self.flag + "ab" + Self.accented)
            // From the start.
            let start = editor(text, [.home])
            #expect(start.cursor == 0)
            #expect(start.textBeforeCursor == "" && start.textAfterCursor == text)
            #expect(editor(text, [.home, .delete]).text == "a" + Self.family + "b" + Self.accented)
            #expect(editor(text, [.home, .right]).textBeforeCursor == Self.flag)
            #expect(editor(text, [.home, .right, .right, .right]).cursor == 3)
            #expect(editor(text, [.home, .right, .right, .right]).textBeforeCursor == Self.flag + "a" + Self.family)
            #expect(editor(text, [.home, .right, .right, .delete, .character("x")]).text == Self.flag + "axb" + Self.accented)
            #expect(editor(text, [.home, .right, .right, .right, .backspace]).text == Self.flag + "ab" + Self.accented)
            // Back and forth leaves everything as it was.
            let there = editor(text, [.home, .right, .right, .right, .right, .right, .left, .left, .left, .left, .left, .end])
            #expect(there == LineEditor(text))
        }

        @Test("CJK characters, wide on screen, are single characters")
        func cjk() {
            let edited = editor("漢字かな", [.left, .left, .character("x")])
            #expect(edited.text == "漢字xかな")
            #expect(edited.cursor == 3)
            #expect(edited.textAfterCursor == "かな")
            #expect(editor("漢字かな", [.home, .right, .delete]).text == "漢かな")
            #expect(editor("漢字 かな", [.modified(.left, .alt), .backspace]).text == "漢字かな")
        }

        @Test("A combining mark typed after a letter joins it: one character, deleted whole")
        func combiningMarkTyped() {
            let typed = editor("", [.character("e"), .character("\u{301}")])
            #expect(typed.text == Self.accented)
            #expect(typed.cursor == 1)
            #expect(editor("", [.character("e"), .character("\u{301}"), .backspace]).text == "")
            // In the middle: it joins the character before the cursor.
            let middle = editor("ex", [.left, .character("\u{301}")])
            #expect(middle.text == Self.accented + "x")
            #expect(middle.cursor == 1)
            #expect(middle.textAfterCursor == "x")
            // At the start, with nothing before it, it is a character of its own.
            let start = editor("x", [.home, .character("\u{301}")])
            #expect(start.text == "\u{301}x")
            #expect(start.cursor == 1)
        }

        @Test("A mark left at the start of the text after the cursor joins a letter typed before it when the cursor passes them")
        func markAfterCursor() {
            // "\u{301}x" with the cursor at the start, then "e" typed: the text
            // reads "éx", the cursor between the e and its mark.
            let split = editor("\u{301}x", [.home, .character("e")])
            #expect(split.text == Self.accented + "x")
            #expect(split.cursor == 1)
            #expect(split.textAfterCursor == "\u{301}x")
            // → moves the mark onto the e: still one character before the cursor.
            let right = editor("\u{301}x", [.home, .character("e"), .right])
            #expect(right.textBeforeCursor == Self.accented)
            #expect(right.cursor == 1)
            #expect(right.textAfterCursor == "x")
            #expect(editor("\u{301}x", [.home, .character("e"), .right, .backspace]).text == "x")
            // ← moves the e onto the mark after the cursor: they are one
            // character there, deleted whole.
            let left = editor("\u{301}x", [.home, .character("e"), .left])
            #expect(left.cursor == 0)
            #expect(left.textAfterCursor == Self.accented + "x")
            #expect(editor("\u{301}x", [.home, .character("e"), .left, .delete]).text == "x")
            #expect(editor("\u{301}x", [.home, .character("e"), .left, .right]).textBeforeCursor == Self.accented)
            #expect(editor("\u{301}x", [.home, .character("e"), .left, .right, .right]).cursor == 2)
        }

        @Test("A lone regional indicator pairs with those after it as the cursor passes it")
        func regionalIndicators() {
            // "🇬" (a lone indicator) typed before the flag 🇺🇦.
            let typed = editor(Self.flag, [.home, .character("🇬")])
            #expect(typed.cursor == 1)
            #expect(typed.text == "🇬🇺🇦")
            // → appends the flag after the lone indicator: they pair as 🇬🇺 and 🇦.
            let right = editor(Self.flag, [.home, .character("🇬"), .right])
            #expect(right.cursor == 2)
            #expect(right.textAfterCursor == "")
            #expect(editor(Self.flag, [.home, .character("🇬"), .right, .backspace]).text == "🇬🇺")
            // ← puts it before the flag after the cursor: 🇬🇺 then 🇦 there too.
            let left = editor(Self.flag, [.home, .character("🇬"), .left])
            #expect(left.cursor == 0)
            #expect(left.textAfterCursor == "🇬🇺🇦")
            #expect(editor(Self.flag, [.home, .character("🇬"), .left, .delete]).text == "🇦")
            #expect(editor(Self.flag, [.home, .character("🇬"), .left, .right]).textBeforeCursor == "🇬🇺")
            // Many flags after it re-pair, and still count as before.
            let flags = String(repeating: Self.flag, count: 4)
            let many = editor(flags, [.home, .character("🇬"), .left])
            #expect(many.textAfterCursor == "🇬" + flags)
            #expect(editor(flags, [.home, .character("🇬"), .left, .end]).cursor == 5)
            #expect(editor(flags, [.home, .character("🇬"), .left, .delete]).text == String(flags.unicodeScalars.dropFirst()))
        }

        @Test("Newlines: a character of their own, where Home, End, Ctrl-U and Ctrl-K stop")
        func newlines() {
            let lines = "one\ntwo\nthree"
            var middle = LineEditor(lines, allowsNewlines: true)
            _ = middle.handle(.home)
            #expect(middle.cursor == 8)
            _ = middle.handle(.left)
            _ = middle.handle(.home)
            #expect(middle.cursor == 4)
            _ = middle.handle(.end)
            #expect(middle.cursor == 7)
            #expect(middle.textAfterCursor == "\nthree")
            _ = middle.handle(.delete)
            #expect(middle.text == "one\ntwothree")
            _ = middle.handle(.enter)
            #expect(middle.text == "one\ntwo\nthree")
            #expect(editor(lines, allowsNewlines: true, [.home, .left, .control("k")]).text == "one\ntwo\nthree")
            #expect(editor(lines, allowsNewlines: true, [.home, .left, .left, .control("k")]).text == "one\ntw\nthree")
            #expect(editor(lines, allowsNewlines: true, [.home, .backspace]).text == "one\ntwothree")
            #expect(editor(lines, allowsNewlines: true, [.home, .left, .control("u")]).text == "one\n\nthree")
            // Single-line: Enter is not an editing key, pasted newlines are spaces.
            var single = LineEditor("ab")
            _ = single.handle(.left)
            #expect(single.handle(.enter) == false)
            _ = single.handle(.paste("x\ny\r\nz"))
            #expect(single.text == "ax y zb")
            #expect(single.cursor == 6)
        }

        @Test("A limit counts characters on both sides of the cursor")
        func limits() {
            #expect(editor("abcd", limit: 5, [.left, .left, .paste("xyz")]).text == "abxcd")
            #expect(editor("abcd", limit: 5, [.left, .left, .paste("xyz")]).cursor == 3)
            #expect(editor("abcde", limit: 5, [.home, .character("x")]).text == "abcde")
            #expect(editor("abcde", limit: 5, [.home, .delete, .character("x")]).text == "xbcde")
            #expect(editor("abcde", limit: 5, [.left, .left, .backspace, .character("x"), .character("y")]).text == "abxde")
            let wide = Self.flag + Self.family
            #expect(editor(wide, limit: 3, [.home, .paste("漢字")]).text == "漢" + wide)
            #expect(editor(wide, limit: 3, [.left, .paste(Self.accented + "x")]).text == Self.flag + Self.accented + Self.family)
            // A scalar that joins the character before it adds no character,
            // so it goes in at the limit (regression: é typed as e and a
            // combining accent was refused; 🇺🇦 typed as 🇺 then 🇦).
            #expect(editor("ab", limit: 2, [.character("\u{301}")]).text == "ab\u{301}")
            #expect(editor("", limit: 1, [.character("e"), .character("\u{301}")]).text == "e\u{301}")
            #expect(editor("", limit: 1, [.character("🇺"), .character("🇦")]).text == Self.flag)
            #expect(editor("", limit: 1, [.character("👍"), .character("🏾")]).text == "👍🏾")
            #expect(editor("", limit: 1, [.paste("star")]).text == "s")
            #expect(editor("ab", limit: 3, [.left, .character("\u{301}"), .character("c")]).text == "a\u{301}cb")
        }

        @Test("Editors are equal when their text, cursor and settings are")
        func equality() {
            let moved = editor("abc", [.left])
            let typed = editor("ab", [.character("c"), .left])
            #expect(moved == typed)
            #expect(moved.hashValue == typed.hashValue)
            #expect(moved != LineEditor("abc"))
            #expect(moved != editor("abc", [.left, .left]))
            #expect(LineEditor("abc") != LineEditor("abc", limit: 4))
            #expect(Set([moved, typed, LineEditor("abc")]).count == 2)
            // Whatever way the text after the cursor came to be kept.
            let long = String(repeating: "lorem ipsum ", count: 20)
            let home = editor(long, [.home])
            let stepped = editor(long, Array(repeating: Key.left, count: 70) + [.right, .home])
            #expect(home == stepped)
            #expect(home.hashValue == stepped.hashValue)
            #expect(home != editor(long, [.home, .right]))
        }

        @Test("A 100,000-character value: keys at its start, in its middle and at its end")
        func longValue() {
            let half = String(repeating: "lorem 漢字 " + Self.flag, count: 5_000)
            let text = half + half
            #expect(half.count == 50_000)
            var editor = LineEditor(text)
            #expect(editor.cursor == 100_000)
            // End.
            for key in [Key.character("x"), .character("\u{301}"), .left, .delete, .backspace] { _ = editor.handle(key) }
            #expect(editor.text == String(text.dropLast()))
            _ = editor.handle(.character(Character(Self.flag)))
            #expect(editor.text == text)
            // Middle: 50,000 ←, one at a time.
            for _ in 0..<50_000 { _ = editor.handle(.left) }
            #expect(editor.cursor == 50_000)
            #expect(editor.textBeforeCursor == half)
            #expect(editor.textAfterCursor == half)
            for key in [Key.character("|"), .right, .right, .delete, .left, .backspace] { _ = editor.handle(key) }
            #expect(editor.text == half + "|o" + String(half.dropFirst(3)))
            #expect(editor.cursor == 50_001)
            for _ in 0..<3 { _ = editor.handle(.right) }
            _ = editor.handle(.modified(.right, .alt))
            #expect(editor.textBeforeCursor == half + "|oem 漢字")
            #expect(editor.cursor == 50_007)
            // Start.
            _ = editor.handle(.home)
            #expect(editor.cursor == 0)
            for key in [Key.delete, .character("L"), .right, .backspace] { _ = editor.handle(key) }
            #expect(editor.text.hasPrefix("Lrem 漢字"))
            #expect(editor.cursor == 1)
            _ = editor.handle(.end)
            #expect(editor.cursor == editor.text.count)
            #expect(editor.text.count == 99_998)
            #expect(editor == LineEditor(editor.text))
            // Back and forth over the whole value, by character and by line.
            let edited = editor.text
            for key in [Key.home, .end, .home] { _ = editor.handle(key) }
            for _ in 0..<99_998 { _ = editor.handle(.right) }
            for _ in 0..<99_998 { _ = editor.handle(.left) }
            #expect(editor.cursor == 0)
            #expect(editor.textAfterCursor == edited)
            for _ in 0..<50_000 { _ = editor.handle(.delete) }
            #expect(editor.text == String(edited.dropFirst(50_000)))
            #expect(editor.text.count == 49_998)
        }
    }
}
