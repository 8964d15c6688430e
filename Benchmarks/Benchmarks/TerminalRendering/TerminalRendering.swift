import Benchmark
import BenchmarkForms
import FormsKit
import FormsKitModel
import FormsKitTerminal

// One keystroke in a terminal form: the app handles a typed character, lays
// out the 80 × 24 screen, and the frame writer computes the bytes to send.
// Measured per keystroke, with the bytes written as a custom metric, on forms
// of 10 and 1,000 rows. The typed character alternates between two values
// so each keystroke changes the screen.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .custom("bytes written", useScalingFactor: true)],
        timeUnits: .microseconds,
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 2_000
    )
    for rows in [10, 1_000] {
        Benchmark("terminal \(rows) rows: type a character, render, diff") { benchmark in
            await MainActor.run {
                let rig = preparedRig(rows)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    rig.app.handle(.backspace)
                    rig.app.handle(.character(rig.flip ? "a" : "b"))
                    rig.flip.toggle()
                    let bytes = rig.writer.render(rig.app.render(width: 80, height: 24))
                    rig.bytes = bytes.count
                }
                benchmark.stopMeasurement()
                benchmark.measurement(.custom("bytes written", useScalingFactor: true), rig.bytes)
            }
        }
    }
}

struct RowsForm: ValidatableForm, SubmittableForm {
    var groups: [FieldGroup]

    var validatedFields: [ValidatedField<Self>] {
        groups.indices.flatMap { index in
            groups[index].validatedFields.map { $0.nested(in: \.groups[index], name: "groups.\(index)") }
        }
    }

    @MainActor
    func submit() async throws -> Int { groups.count }

    static func layout(rows: Int) -> FormLayout<RowsForm> {
        let fields: [WritableKeyPath<FieldGroup, String>] = [\.f0, \.f1, \.f2, \.f3, \.f4, \.f5, \.f6, \.f7, \.f8, \.f9]
        return FormLayout(title: "\(rows) rows") {
            FormSection {
                RepeatedRows(\.groups, id: "groups", addTitle: nil, newElement: { FieldGroup() }) { group in
                    for (index, field) in fields.enumerated() {
                        TextRow("Field \(group * 10 + index + 1)", (\RowsForm.groups[group]).appending(path: field))
                    }
                }
            }
        }
        .focusFirstRowOnAppear()
    }
}

@MainActor
final class Rig {
    let app: TerminalFormApp<RowsForm>
    var writer = FrameWriter(colorMode: .ansi16)
    var flip = false
    var bytes = 0

    init(rows: Int) {
        let form = RowsForm(groups: Array(repeating: FieldGroup(), count: rows / 10))
        app = TerminalFormApp(session: FormSession(form: form, layout: RowsForm.layout(rows: rows)), colorMode: .ansi16)
        _ = writer.render(app.render(width: 80, height: 24))
    }
}

@MainActor var rigs: [Int: Rig] = [:]

@MainActor
func preparedRig(_ rows: Int) -> Rig {
    if let rig = rigs[rows] { return rig }
    let rig = Rig(rows: rows)
    rigs[rows] = rig
    return rig
}
