import Testing

@testable import FormsKitTerminal

@Suite("Text layout")
struct TextLayoutTests {
    @Test("Wrapping advances even when a wide character is wider than the width (regression: it looped forever)")
    func wideCharacterInNarrowWidth() {
        #expect(TextWrapping.wrap("界面", width: 1) == ["界", "面"])
        #expect(TextWrapping.wrap("ab界", width: 1) == ["a", "b", "界"])
    }

    @Test("Words wrap at spaces; long words break")
    func wrapping() {
        #expect(TextWrapping.wrap("one two three", width: 7) == ["one two", "three"])
        #expect(TextWrapping.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWrapping.wrap("a\nb", width: 5) == ["a", "b"])
    }

    @Test(
        """
        Japanese wraps where Japanese breaks: ✗ stays with its message, no line starts with 。、」 or ends with 「, \
        and every character is kept (regression: ✗ alone on a line at 40 columns)
        """
    )
    func japaneseWrapping() {
        let message = "✗ メールアドレスを「name@example.com」のように入力してください。パスワードは8文字以上です。"
        let lines = TextWrapping.wrap(message, width: 20)
        #expect(lines.first?.hasPrefix("✗ メ") == true, "\(lines)")
        #expect(lines.allSatisfy { TextWidth.of($0) <= 20 }, "\(lines)")
        #expect(lines.dropFirst().allSatisfy { !"。、」）".contains($0.first ?? " ") }, "\(lines)")
        #expect(lines.allSatisfy { !"「（".contains($0.last ?? " ") }, "\(lines)")
        #expect(lines.joined().replacingOccurrences(of: " ", with: "") == message.replacingOccurrences(of: " ", with: ""))
        // Latin words still move whole to the next line.
        #expect(TextWrapping.wrap("✗ Enter an email address", width: 12) == ["✗ Enter an", "email", "address"])
    }

    @Test("Character widths: ASCII, box drawing, CJK, emoji, combining marks")
    func widths() {
        #expect(TextWidth.of("a") == 1)
        #expect(TextWidth.of("─") == 1)
        #expect(TextWidth.of("界") == 2)
        #expect(TextWidth.of("👍") == 2)
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("界面 ok") == 7)
    }
}
