import Benchmark
@_spi(TerminalInternals) import FormsKitTerminal

// The terminal's line editor: 1,000 presses of one key (←, →, Delete, a typed
// character) around the middle of a value of 100 characters and of 100,000.
// Every press moves, deletes or types, and both sizes take the same presses:
// 20 editors take 50 each, from 25 characters right of the middle for ←, left
// of it for → and Delete, at it for typing. What a sample's presses change is
// put back after the measurement, the same way at both sizes. Figures are per
// key; the same at both sizes means the cost does not grow with the text.

func lineEditing() {
    for size in [100, 100_000] {
        let presses = 50
        let middle = size / 2
        lineEditing(size: size, key: .left, name: "←", presses: presses, cursor: middle + presses / 2) { editor, _ in
            press(&editor, .right, presses)
        }
        lineEditing(size: size, key: .right, name: "→", presses: presses, cursor: middle - presses / 2) { editor, _ in
            press(&editor, .left, presses)
        }
        lineEditing(size: size, key: .delete, name: "Delete", presses: presses, cursor: middle - presses / 2) { editor, deleted in
            press(&editor, .paste(deleted), 1)
            press(&editor, .left, presses)
        }
        lineEditing(size: size, key: .character("x"), name: "typing", presses: presses, cursor: middle) { editor, _ in
            press(&editor, .backspace, presses)
        }
    }
}

/// A value of `count` characters: Latin, CJK, an accented letter made of two
/// scalars, a flag and a family emoji.
private func lineEditingValue(_ count: Int) -> String {
    let piece = "Lorem ipsum dolor, 漢字 e\u{301}t 🇺🇦 👨‍👩‍👧 sit amet; "
    return String(String(repeating: piece, count: count / piece.count + 1).prefix(count))
}

/// Editors of their own, so that pressing keys in one never copies another's
/// text, and what their presses delete.
private final class LineEditors: @unchecked Sendable {
    var editors: [LineEditor] = []
    var deleted = ""
}

/// Registers the benchmark of `key`, pressed `presses` times in each editor
/// from `cursor`, then put back by `undo` (given what the presses deleted).
private func lineEditing(
    size: Int, key: Key, name: String, presses: Int, cursor: Int,
    undo: @escaping (inout LineEditor, _ deleted: String) -> Void
) {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    let prepared = LineEditors()
    Benchmark("line editor, \(size) characters: 1,000 × \(name) in the middle", configuration: configuration) { benchmark in
        if prepared.editors.isEmpty {
            let value = lineEditingValue(size)
            let editors = benchmark.scaledIterations.count / presses
            prepared.editors = (0..<editors).map { _ in lineEditor(value, cursor: cursor) }
            prepared.deleted = String(value.dropFirst(cursor).prefix(presses))
        }
        benchmark.startMeasurement()
        for index in prepared.editors.indices {
            press(&prepared.editors[index], key, presses)
        }
        benchmark.stopMeasurement()
        for index in prepared.editors.indices {
            undo(&prepared.editors[index], prepared.deleted)
        }
        precondition(prepared.editors[0].cursor == cursor, "the presses were put back")
    }
}

/// An editor holding `text` with the cursor after `cursor` characters.
private func lineEditor(_ text: String, cursor: Int) -> LineEditor {
    let split = text.index(text.startIndex, offsetBy: cursor)
    var editor = LineEditor(String(text[..<split]))
    _ = editor.handle(.paste(String(text[split...])))
    press(&editor, .left, text.count - cursor)
    return editor
}

@inline(never)
private func press(_ editor: inout LineEditor, _ key: Key, _ times: Int) {
    for _ in 0..<times {
        blackHole(editor.handle(key))
    }
}
