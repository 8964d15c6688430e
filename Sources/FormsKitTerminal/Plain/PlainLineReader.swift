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
/// From ``start()`` to ``finish()`` the terminal stays in line mode (no
/// echo of its own, keys as typed), between questions too, so nothing typed
/// ahead is echoed in clear. ``TerminalRestoration`` puts it back on every
/// way out and takes it again after any stop (Ctrl-Z, `kill -STOP`, reading
/// in the background), whoever changed the settings meanwhile: a masked
/// answer is never echoed by the terminal. After a stop the question and
/// the line so far are shown again.
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
    /// Whether ``start()`` set line mode, which ``finish()`` ends.
    private var isInLineMode = false

    init() {
        isTerminal = isatty(STDIN_FILENO) == 1
        echo = isatty(STDERR_FILENO) == 1 ? STDERR_FILENO : STDIN_FILENO
    }

    /// Sets line mode on a terminal until ``finish()``; without a terminal,
    /// or when its settings cannot be read, lines are read as they come.
    /// With `keepingDraft`, a termination signal ends the question (as
    /// Ctrl-C does) so that the run keeps its draft before the process ends.
    func start(keepingDraft: Bool) {
        guard isTerminal, !isInLineMode else { return }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return }
        var lineMode = Self.lineMode(from: saved)
        // A stop or a signal that ends the run leaves the line it is on.
        TerminalRestoration.arm(
            descriptor: input, saved: saved, raw: lineMode, enterSequence: "", restoreSequence: "\r\n", capturesStandardError: false)
        // Drain, not flush: keys typed before the first question answer it.
        guard applyTerminalSettings(input, TCSADRAIN, &lineMode) else {
            TerminalRestoration.disarm(writingRestoreSequence: false)
            return
        }
        isInLineMode = true
        if keepingDraft { TerminalRestoration.deferTermination() }
    }

    /// Puts the terminal back as ``start()`` found it.
    func finish() {
        guard isInLineMode else { return }
        isInLineMode = false
        TerminalRestoration.disarm(writingRestoreSequence: false)
    }

    /// The next answer, after showing `prompt` with `show`; `masked` echoes
    /// `•` for each character.
    func readLine(prompt: String, masked: Bool, show: (String) -> Void) -> PlainLine {
        guard isInLineMode else {
            show(prompt)
            guard let line = Swift.readLine(strippingNewline: true) else { return .end }
            return .line(TextSanitizer.clean(line, keepingNewlines: false))
        }
        show(prompt)
        var editor = LineEditor("")
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            if pendingKeys.isEmpty {
                switch waitForInput() {
                case .input: break
                case .terminated:
                    // The run keeps its answers, then ends as the signal would.
                    return .abort
                case .continued:
                    // Back after a stop, on a new line under the shell's:
                    // the question and the line so far again, the cursor
                    // where it was.
                    show(prompt)
                    write(shown(editor.textBeforeCursor + editor.textAfterCursor, masked: masked) + back(width(editor.textAfterCursor, masked: masked)))
                    continue
                case .waiting: continue
                }
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
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
                case JobControl.suspendKey:
                    // Stops as the terminal's own Ctrl-Z would; the line is
                    // shown again once the process is continued.
                    JobControl.suspend()
                default:
                    let old = (before: editor.textBeforeCursor, after: editor.textAfterCursor)
                    if editor.handle(key) { redraw(from: old, to: editor, masked: masked) }
                }
            }
        }
    }

    /// What waiting for input ended with.
    private enum Wait {
        case input
        /// A termination signal came (``TerminalRestoration/deferTermination()``).
        case terminated
        /// The process was continued after a stop and has the terminal
        /// again: the line is to be shown again.
        case continued
        /// Nothing yet, or the terminal is the shell's (continued in the
        /// background): wait again.
        case waiting
    }

    /// Waits up to a tenth of a second for input or for the terminal to be
    /// taken again after a stop. In the background the terminal is not
    /// read (that would stop the process): bash's `fg` sends no SIGCONT to
    /// a job that is running, so the wait asks whether it is the
    /// foreground job again.
    private func waitForInput() -> Wait {
        if TerminalRestoration.isTerminationPending { return .terminated }
        guard TerminalRestoration.isInteractive else {
            JobControl.resumeIfForeground()
            if !TerminalRestoration.isInteractive { usleep(50_000) }
            return .waiting
        }
        var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: JobControl.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
        let ready = descriptors.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), 100) }
        guard ready > 0 else { return .waiting }
        if descriptors[1].revents != 0 {
            JobControl.drainWakes()
            return TerminalRestoration.isTerminationPending ? .terminated : .continued
        }
        return descriptors[0].revents != 0 ? .input : .waiting
    }

    /// No echo and no line editing by the terminal; signals come as keys.
    private static func lineMode(from saved: termios) -> termios {
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
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

    /// Runs `work` (a submission) while watching the terminal for Ctrl-C,
    /// which cancels it: a person who presses Ctrl-C while the form is sent
    /// is answered then, not at the next question. Other keys typed
    /// meanwhile answer the next questions. Whether Ctrl-C came.
    @MainActor
    func watchingForInterrupt(_ work: @escaping @MainActor () async -> Void) async -> Bool {
        guard isInLineMode else {
            await work()
            return false
        }
        // Ctrl-C typed ahead with the last answer, already read.
        if let interrupt = pendingKeys.firstIndex(of: .control("c")) {
            pendingKeys.removeSubrange(interrupt...)
            return true
        }
        let task = Task { @MainActor in await work() }
        let watch = InterruptWatch(descriptor: input) { task.cancel() }
        watch.start()
        await task.value
        let (interrupted, typedAhead) = watch.stop()
        pendingKeys += decoder.decode(typedAhead[...])
        return interrupted
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
