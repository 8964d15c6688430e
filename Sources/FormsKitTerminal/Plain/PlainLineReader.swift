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
/// line discipline, which deletes by code point: Backspace deletes a whole
/// character (a flag, a family emoji, an accented letter), Ctrl-U the line,
/// Ctrl-W a word; control characters and escape sequences (arrows, colours)
/// never enter the answer; masked answers echo `•`. Ctrl-C aborts, Ctrl-D on
/// an empty line ends input, Ctrl-Z suspends. Without a terminal (a pipe),
/// lines are read as they come and cleaned of control characters.
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
        var line = ""
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            if pendingKeys.isEmpty {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return line.isEmpty ? .end : .line(line) }
                pendingKeys = decoder.decode(buffer[..<count])
            }
            while !pendingKeys.isEmpty {
                let key = pendingKeys.removeFirst()
                switch key {
                case .character(let character):
                    insert(String(character), into: &line, masked: masked)
                case .paste(let text):
                    insert(TextSanitizer.clean(text, keepingNewlines: false), into: &line, masked: masked)
                case .enter:
                    write("\r\n")
                    return .line(line)
                case .backspace, .control("h"):
                    if let last = line.popLast() { erase(width: masked ? 1 : TextWidth.of(last)) }
                case .control("u"):
                    erase(width: masked ? line.count : TextWidth.of(line))
                    line = ""
                case .control("w"), .modified(.backspace, .alt):
                    var removed = 0
                    while let last = line.last, last == " " {
                        removed += 1
                        line.removeLast()
                    }
                    while let last = line.last, !last.isWhitespace {
                        removed += masked ? 1 : TextWidth.of(last)
                        line.removeLast()
                    }
                    erase(width: removed)
                case .control("c"):
                    write("^C\r\n")
                    return .abort
                case .control("d") where line.isEmpty:
                    write("\r\n")
                    return .end
                case .control("z"):
                    var settings = saved
                    applyTerminalSettings(input, TCSADRAIN, &settings)
                    kill(getpid(), SIGTSTP)
                    enterLineMode(from: saved)
                    write(masked ? String(repeating: "•", count: line.count) : line)
                default:
                    break
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

    private func insert(_ text: String, into line: inout String, masked: Bool) {
        let clean = TextSanitizer.clean(text, keepingNewlines: false)
        guard !clean.isEmpty else { return }
        let before = line.count
        line += clean
        // A combining mark joins the character before it: echo it as is.
        write(masked ? String(repeating: "•", count: max(0, line.count - before)) : clean)
    }

    /// Moves back over `width` cells and blanks them.
    private func erase(width: Int) {
        guard width > 0 else { return }
        let back = String(repeating: "\u{8}", count: width)
        write(back + String(repeating: " ", count: width) + back)
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
