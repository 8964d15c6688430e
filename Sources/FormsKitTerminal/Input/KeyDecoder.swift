/// Turns the bytes a terminal sends into ``Key``s: UTF-8 text, control keys,
/// the escape sequences of arrows, Home/End, Delete, Shift-Tab and F1–F12 in
/// their common variants, keys held with Alt or Ctrl, and bracketed paste;
/// and, with ``decodeInput(_:)``, clicks and wheel turns reported in the SGR
/// form.
///
/// Feed it bytes as they arrive; a sequence split across reads is completed by
/// the next read. A lone Esc is reported when the bytes of one read end with
/// it, since terminals send a whole escape sequence at once. A key with Alt
/// arrives as Esc followed by the key and is reported as one modified key,
/// so Alt-b never types a "b".
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var pasteBuffer: [UInt8]?

    /// A decoder with nothing pending.
    package init() {}

    /// The keys completed by `bytes`; mouse reports are skipped.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        decodeInput(bytes).compactMap { input in
            guard case .key(let key) = input else { return nil }
            return key
        }
    }

    /// The keys and mouse events completed by `bytes`. Of the mouse, only
    /// presses of the main button and wheel turns are reported.
    package mutating func decodeInput(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
        pending.append(contentsOf: bytes)
        var keys: [TerminalInput] = []
        var index = 0
        while index < pending.count {
            if pasteBuffer != nil {
                guard let end = pasteEnd(from: index) else {
                    pasteBuffer!.append(contentsOf: pending[index...])
                    index = pending.count
                    break
                }
                pasteBuffer!.append(contentsOf: pending[index..<end])
                keys.append(.key(.paste(String(decoding: pasteBuffer!, as: UTF8.self))))
                pasteBuffer = nil
                index = end + Self.pasteEndMarker.count
                continue
            }
            guard let (decoded, length) = decodeOne(at: index) else { break }
            switch decoded {
            case .key(let key): keys.append(.key(key))
            case .mouse(let event): keys.append(.mouse(event))
            case .pasteStart: pasteBuffer = []
            case .unknown: break
            }
            index += length
        }
        pending.removeFirst(index)
        // An Esc at the end of a read is the Esc key, not a sequence's start.
        if pending == [0x1B] {
            keys.append(.key(.escape))
            pending.removeAll()
        }
        return keys
    }

    private enum Decoded {
        case key(Key)
        case mouse(MouseEvent)
        case pasteStart
        /// A sequence this decoder does not know, consumed whole.
        case unknown
    }

    private static let pasteStartMarker: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEndMarker: [UInt8] = Array("\u{1B}[201~".utf8)

    private func pasteEnd(from index: Int) -> Int? {
        let marker = Self.pasteEndMarker
        guard pending.count - index >= marker.count else { return nil }
        for start in index...(pending.count - marker.count) where pending[start] == 0x1B {
            if Array(pending[start..<(start + marker.count)]) == marker { return start }
        }
        return nil
    }

    /// One key at `index` and how many bytes it took; `nil` when more bytes
    /// are needed.
    private func decodeOne(at index: Int) -> (Decoded, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B: return decodeEscape(at: index)
        default:
            if let key = Self.plainKey(byte) { return (.key(key), 1) }
            return decodeUTF8(at: index)
        }
    }

    /// Keys of one byte other than text.
    private static func plainKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
        default: return nil
        }
    }

    private func decodeUTF8(at index: Int) -> (Decoded, Int)? {
        let byte = pending[index]
        let length: Int
        switch byte {
        case 0x00..<0x20: return (.unknown, 1)
        case 0x20..<0x80: length = 1
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF8: length = 4
        default: return (.unknown, 1)
        }
        guard pending.count - index >= length else { return nil }
        let scalarBytes = pending[index..<(index + length)]
        guard let character = String(strictUTF8: scalarBytes)?.first else { return (.unknown, length) }
        return (.key(.character(character)), length)
    }

    private func decodeEscape(at index: Int) -> (Decoded, Int)? {
        guard index + 1 < pending.count else { return nil }
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["):
            return decodeCSI(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            let keys: [UInt8: Key] = [
                0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end,
                0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4),
            ]
            return (keys[pending[index + 2]].map(Decoded.key) ?? .unknown, 3)
        case 0x1B:
            // Esc Esc [A: some terminals' Alt-↑. A lone second Esc is Esc twice.
            if index + 2 < pending.count, pending[index + 2] == UInt8(ascii: "[") || pending[index + 2] == UInt8(ascii: "O"),
                let (decoded, length) = decodeEscape(at: index + 1), case .key(let key) = decoded
            {
                return (.key(.alt(key)), length + 1)
            }
            return (.key(.escape), 1)
        default:
            // Alt with a key: report the key as modified, never its letter alone.
            if let key = Self.plainKey(next) { return (.key(.alt(key)), 2) }
            guard let (decoded, length) = decodeUTF8(at: index + 1) else { return nil }
            if case .key(let key) = decoded { return (.key(.alt(key)), length + 1) }
            return (.unknown, length + 1)
        }
    }

    private func decodeCSI(at index: Int) -> (Decoded, Int)? {
        var end = index + 2
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
        guard end < pending.count else { return nil }
        let length = end - index + 1
        if Array(pending[index..<(index + length)]) == Self.pasteStartMarker {
            return (.pasteStart, length)
        }
        if pending[index + 2] == UInt8(ascii: "<") {
            return (Self.mouse(pending[(index + 3)..<end], final: pending[end]).map(Decoded.mouse) ?? .unknown, length)
        }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self).split(separator: ";").map { Int($0) }
        let modifiers = parameters.count > 1 ? KeyModifiers(xtermParameter: parameters[1] ?? 1) : []
        let key: Key?
        switch pending[end] {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        // F1–F4 held with a modifier: ESC [ 1 ; 5 P is Ctrl-F1.
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "R"): key = .function(3)
        case UInt8(ascii: "S"): key = .function(4)
        case UInt8(ascii: "~"):
            switch parameters.first ?? nil {
            case 1, 7: key = .home
            case 4, 8: key = .end
            case 3: key = .delete
            case 5: key = .pageUp
            case 6: key = .pageDown
            // F1–F12, with the gaps the VT220 left at 16 and 22.
            case let number? where (11...15).contains(number): key = .function(number - 10)
            case let number? where (17...21).contains(number): key = .function(number - 11)
            case let number? where (23...24).contains(number): key = .function(number - 12)
            default: key = nil
            }
        default:
            key = nil
        }
        guard let key else { return (.unknown, length) }
        return (.key(modifiers.isEmpty ? key : .modified(key, modifiers)), length)
    }

    /// An SGR mouse report, `button ; column ; row` then `M` (pressed) or
    /// `m` (released): a press of the main button or a wheel turn, with or
    /// without modifiers; `nil` for anything else (releases, other buttons,
    /// drags).
    private static func mouse(_ parameters: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
        let numbers = String(decoding: parameters, as: UTF8.self).split(separator: ";").map { Int($0) }
        guard final == UInt8(ascii: "M"), numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
            column >= 1, row >= 1
        else { return nil }
        // Shift, Alt and Ctrl add 4, 8 and 16; a drag adds 32.
        let kind: MouseEvent.Kind
        switch button & ~0b11100 {
        case 0: kind = .click
        case 64: kind = .scrollUp
        case 65: kind = .scrollDown
        default: return nil
        }
        return MouseEvent(kind, column: column - 1, row: row - 1)
    }
}
