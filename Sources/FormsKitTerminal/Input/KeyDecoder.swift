/// Turns the bytes a terminal sends into ``Key``s: UTF-8 text, control keys,
/// the escape sequences of arrows, Home/End, Delete and Shift-Tab in their
/// common variants, and bracketed paste.
///
/// Feed it bytes as they arrive; a sequence split across reads is completed by
/// the next read. A lone Esc is reported when the bytes of one read end with
/// it, since terminals send a whole escape sequence at once.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var pasteBuffer: [UInt8]?

    /// A decoder with nothing pending.
    public init() {}

    /// The keys completed by `bytes`.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if pasteBuffer != nil {
                guard let end = pasteEnd(from: index) else {
                    pasteBuffer!.append(contentsOf: pending[index...])
                    index = pending.count
                    break
                }
                pasteBuffer!.append(contentsOf: pending[index..<end])
                keys.append(.paste(String(decoding: pasteBuffer!, as: UTF8.self)))
                pasteBuffer = nil
                index = end + Self.pasteEndMarker.count
                continue
            }
            guard let (key, length) = decodeOne(at: index) else { break }
            if let key {
                if key == .paste("") {
                    pasteBuffer = []
                } else {
                    keys.append(key)
                }
            }
            index += length
        }
        pending.removeFirst(index)
        // An Esc at the end of a read is the Esc key, not a sequence's start.
        if pending == [0x1B] {
            keys.append(.escape)
            pending.removeAll()
        }
        return keys
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
    /// are needed. A `nil` key consumes an unknown sequence.
    private func decodeOne(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x1B: return decodeEscape(at: index)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00..<0x20: return (nil, 1)
        default: return decodeUTF8(at: index)
        }
    }

    private func decodeUTF8(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        let length: Int
        switch byte {
        case 0x00..<0x80: length = 1
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF8: length = 4
        default: return (nil, 1)
        }
        guard pending.count - index >= length else { return nil }
        let scalarBytes = pending[index..<(index + length)]
        guard let character = String(validating: scalarBytes, as: UTF8.self)?.first else { return (nil, length) }
        return (.character(character), length)
    }

    private func decodeEscape(at index: Int) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return nil }
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["):
            return decodeCSI(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            let keys: [UInt8: Key] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end]
            return (keys[pending[index + 2]], 3)
        case 0x1B:
            return (.escape, 1)
        default:
            // Alt+key: report the key itself.
            return (nil, 1)
        }
    }

    private func decodeCSI(at index: Int) -> (Key?, Int)? {
        var end = index + 2
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
        guard end < pending.count else { return nil }
        let length = end - index + 1
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        let final = pending[end]
        if Array(pending[index..<(index + length)]) == Self.pasteStartMarker {
            return (.paste(""), length)
        }
        switch final {
        case UInt8(ascii: "A"): return (.up, length)
        case UInt8(ascii: "B"): return (.down, length)
        case UInt8(ascii: "C"): return (.right, length)
        case UInt8(ascii: "D"): return (.left, length)
        case UInt8(ascii: "H"): return (.home, length)
        case UInt8(ascii: "F"): return (.end, length)
        case UInt8(ascii: "Z"): return (.backTab, length)
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first ?? "" {
            case "1", "7": return (.home, length)
            case "4", "8": return (.end, length)
            case "3": return (.delete, length)
            case "5": return (.pageUp, length)
            case "6": return (.pageDown, length)
            default: return (nil, length)
            }
        default:
            return (nil, length)
        }
    }
}
