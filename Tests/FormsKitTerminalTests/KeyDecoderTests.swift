import FormsKitTerminal
import Testing

@Suite("Decoding keys")
struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes)
    }

    private func keys(_ text: String) -> [Key] {
        keys(Array(text.utf8))
    }

    @Test("Text, including multi-byte characters")
    func text() {
        #expect(keys("aé👍") == [.character("a"), .character("é"), .character("👍")])
    }

    @Test("Enter, Tab, Backspace and control keys")
    func controls() {
        #expect(keys([0x0D, 0x09, 0x7F, 0x13, 0x03, 0x15, 0x17]) == [.enter, .tab, .backspace, .control("s"), .control("c"), .control("u"), .control("w")])
    }

    @Test(
        "Arrows, Home/End, Delete, Shift-Tab in the common variants",
        arguments: [
            ("\u{1B}[A", Key.up), ("\u{1B}OA", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
            ("\u{1B}[H", .home), ("\u{1B}[1~", .home), ("\u{1B}OH", .home), ("\u{1B}[F", .end), ("\u{1B}[4~", .end),
            ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ])
    func sequences(sequence: String, key: Key) {
        #expect(keys(sequence) == [key])
    }

    @Test(
        "Function keys in the common variants: F1 shows the list of keys",
        arguments: [
            ("\u{1B}OP", Key.function(1)), ("\u{1B}OS", .function(4)), ("\u{1B}[11~", .function(1)), ("\u{1B}[15~", .function(5)),
            ("\u{1B}[17~", .function(6)), ("\u{1B}[21~", .function(10)), ("\u{1B}[24~", .function(12)), ("\u{1B}[1;5P", .modified(.function(1), .control)),
        ])
    func functionKeys(sequence: String, key: Key) {
        #expect(keys(sequence) == [key])
    }

    @Test(
        "Keys with Alt, Ctrl and Shift arrive as one modified key, never as their letter",
        arguments: [
            ("\u{1B}[1;5C", Key.modified(.right, .control)), ("\u{1B}[1;3D", .alt(.left)), ("\u{1B}[1;2A", .modified(.up, .shift)),
            ("\u{1B}[1;3A", .alt(.up)), ("\u{1B}\u{1B}[A", .alt(.up)), ("\u{1B}b", .alt(.character("b"))),
            ("\u{1B}\u{7F}", .alt(.backspace)), ("\u{1B}[3;5~", .modified(.delete, .control)), ("\u{1B}[1;7C", .modified(.right, [.control, .alt])),
        ])
    func modifiedKeys(sequence: String, key: Key) {
        #expect(keys(sequence) == [key])
    }

    @Test(
        "A modifier parameter at the ends of Int, or not a number, is read, never a crash (regression: Int.min - 1 overflowed)",
        arguments: [
            ("\u{1B}[1;-9223372036854775808A", Key.up), ("\u{1B}[1;9223372036854775807A", .modified(.up, [.control, .alt])),
            ("\u{1B}[1;0A", .up), ("\u{1B}[1;A", .up), ("\u{1B}[1;99999999999999999999A", .up),
        ])
    func modifierParametersAtTheEndsOfInt(sequence: String, key: Key) {
        #expect(keys(sequence) == [key])
    }

    @Test("Modified keys have names for help lines")
    func modifiedNames() {
        #expect(Key.alt(.up).name == "alt+↑")
        #expect(Key.modified(.left, .control).name == "ctrl+←")
    }

    @Test("A lone Esc at the end of a read is the Esc key")
    func escape() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("a\u{1B}") == [.character("a"), .escape])
    }

    @Test("A sequence split across reads is completed by the next one")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.decode(Array("Ax".utf8)) == [.up, .character("x")])
        #expect(decoder.decode([0xC3]) == [])
        #expect(decoder.decode([0xA9]) == [.character("é")])
    }

    @Test("Bracketed paste arrives as one paste, even across reads")
    func bracketedPaste() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~hello\n".utf8)) == [])
        #expect(decoder.decode(Array("world\u{1B}[201~!".utf8)) == [.paste("hello\nworld"), .character("!")])
    }
}
