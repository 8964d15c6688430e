#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What reading an answer gave.
enum PlainLine: Equatable {
    /// A line, without its line break.
    case line(String)
    /// Input ended.
    case end
    /// The person pressed Ctrl-C.
    case abort
}

/// Reads answers from standard input, a line at a time.
///
/// On a terminal the line is edited here rather than by the terminal's own
/// line discipline, which deletes by code point and has no cursor: a
/// ``LineEditor`` edits it by whole characters (a flag, a family emoji, an
/// accented letter), with ←/→, Home/End, Backspace and Delete, words with
/// Alt, Ctrl-U/K/W, anywhere in the line; other control characters and
/// escape sequences (↑, colours) never enter the answer; masked answers
/// echo `•`. Ctrl-C aborts, Ctrl-D on an empty line ends input, Ctrl-Z
/// suspends. Without a terminal (a pipe), lines are read as they come and
/// cleaned of control characters.
///
/// The line is redrawn by moving back over it with backspaces, so it is
/// assumed to fit on the terminal's line after the prompt.
final class PlainLineReader {
    private let input: Int32 = STDIN_FILENO
    private let echo: Int32
    private let isTerminal: Bool
    private var decoder = KeyDecoder()
    /// Keys that arrived after the Enter that ended the last line: typed
    /// ahead, or pasted lines. They answer the next questions.
    private var pendingKeys: [Key] = []

    init() {
        isTerminal = isatty(STDIN_FILENO) == 1
        echo = isatty(STDERR_FILENO) == 1 ? STDERR_FILENO : STDIN_FILENO
    }

    /// The next answer, after showing `prompt` with `show`; `masked` echoes
    /// `•` for each character. On a terminal the prompt is shown only once
    /// the terminal no longer edits lines itself, so that nothing typed the
    /// moment it appears is edited the terminal's way.
    func readLine(prompt: String, masked: Bool, show: (String) -> Void) -> PlainLine {
        guard isTerminal else {
            show(prompt)
            guard let line = Swift.readLine(strippingNewline: true) else { return .end }
            return .line(TextSanitizer.clean(line, keepingNewlines: false))
        }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else {
            show(prompt)
            return Swift.readLine(strippingNewline: true).map { .line($0) } ?? .end
        }
        enterLineMode(from: saved)
        show(prompt)
        defer {
            var settings = saved
            applyTerminalSettings(input, TCSADRAIN, &settings)
        }
        var editor = LineEditor("")
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            if pendingKeys.isEmpty {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return editor.text.isEmpty ? .end : .line(editor.text) }
                pendingKeys = decoder.decode(buffer[..<count])
            }
            while !pendingKeys.isEmpty {
                let key = pendingKeys.removeFirst()
                switch key {
                case .enter:
                    write("\r\n")
                    return .line(editor.text)
                case .control("c"):
                    write("^C\r\n")
                    return .abort
                case .control("d") where editor.text.isEmpty:
                    write("\r\n")
                    return .end
                case .control("z"):
                    var settings = saved
                    applyTerminalSettings(input, TCSADRAIN, &settings)
                    kill(getpid(), SIGTSTP)
                    enterLineMode(from: saved)
                    // Back on the line after the prompt: the text again, the
                    // cursor where it was.
                    write(shown(editor.textBeforeCursor + editor.textAfterCursor, masked: masked) + back(width(editor.textAfterCursor, masked: masked)))
                default:
                    let old = (before: editor.textBeforeCursor, after: editor.textAfterCursor)
                    if editor.handle(key) { redraw(from: old, to: editor, masked: masked) }
                }
            }
        }
    }

    /// No echo and no line editing by the terminal; signals come as keys.
    private func enterLineMode(from saved: termios) {
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        applyTerminalSettings(input, TCSADRAIN, &raw)
    }

    /// Shows the edit from `old` to `editor`: the text typed when it was
    /// added at the end (most keys), else the line written again from its
    /// start, what it lost blanked, and the cursor moved back into place.
    private func redraw(from old: (before: String, after: String), to editor: LineEditor, masked: Bool) {
        let (before, after) = (editor.textBeforeCursor, editor.textAfterCursor)
        if old.after.isEmpty, after.isEmpty, before.count > old.before.count, before.hasPrefix(old.before) {
            write(shown(String(before.dropFirst(old.before.count)), masked: masked))
            return
        }
        let oldWidth = width(old.before + old.after, masked: masked)
        let newWidth = width(before + after, masked: masked)
        var output = back(width(old.before, masked: masked)) + shown(before + after, masked: masked)
        if oldWidth > newWidth { output += String(repeating: " ", count: oldWidth - newWidth) + back(oldWidth - newWidth) }
        output += back(width(after, masked: masked))
        write(output)
    }

    /// `text` as echoed: as it is, or a `•` per character.
    private func shown(_ text: String, masked: Bool) -> String {
        masked ? String(repeating: "•", count: text.count) : text
    }

    /// The cells `text` takes, as echoed.
    private func width(_ text: String, masked: Bool) -> Int {
        masked ? text.count : TextWidth.of(text)
    }

    /// Moves the cursor `cells` to the left.
    private func back(_ cells: Int) -> String {
        String(repeating: "\u{8}", count: max(0, cells))
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeMutableBytes { writeBytes(echo, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
        bytes.removeAll()
    }
}

#if canImport(Glibc)
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { Glibc.write(descriptor, buffer, count) }
#elseif canImport(Darwin)
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { Darwin.write(descriptor, buffer, count) }
#endif
