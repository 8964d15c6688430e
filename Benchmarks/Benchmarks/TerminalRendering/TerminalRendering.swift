import Benchmark
import BenchmarkForms
import FormsKit
@_spi(FormsKitSurface) import FormsKitModel
@_spi(TerminalInternals) import FormsKitTerminal

// One keystroke in a terminal form: the app handles the key, draws the
// 80 × 24 screen, and the frame writer computes the bytes to send. Measured
// per keystroke, with the bytes written as a custom metric:
// - typing in forms of 10, 1,000 and 10,000 rows (focus on the first row,
//   and on a row in the middle of the 10,000);
// - moving focus with Tab in the 10,000-row form;
// - typing at the end of a 10-character and a 100,000-character value;
// - typing in a form of 1,000 rows in ten sections, shown whole, and the
//   same rows in ten steps of a section each (focus on the first row): a
//   form in steps costs per key what the form shown whole costs;
// - making a form's draft, which a running form does at most once a second.
// Typed characters alternate so that every keystroke changes the screen.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .custom("bytes written", useScalingFactor: true)],
        timeUnits: .microseconds,
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 2_000
    )
    for rows in [10, 1_000, 10_000] {
        Benchmark("terminal \(rows) rows: type a character, render, diff") { benchmark in
            await typing(in: preparedRig(.rows(rows, focusedRow: 0)), benchmark)
        }
    }
    Benchmark("terminal 10000 rows, focus on row 5000: type a character, render, diff") { benchmark in
        await typing(in: preparedRig(.rows(10_000, focusedRow: 5_000)), benchmark)
    }
    Benchmark("terminal 10000 rows: Tab to the next row and back, render, diff") { benchmark in
        await MainActor.run {
            let rig = preparedRig(.rows(10_000, focusedRow: 5_000))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                rig.app.handle(rig.flip ? .tab : .backTab)
                rig.flip.toggle()
                rig.bytes = rig.writer.render(rig.app.render(width: 80, height: 24)).count
            }
            benchmark.stopMeasurement()
            benchmark.measurement(.custom("bytes written", useScalingFactor: true), rig.bytes)
        }
    }
    for stepped in [false, true] {
        Benchmark("terminal 1000 rows in 10 \(stepped ? "steps" : "sections"): type a character, render, diff") { benchmark in
            await typing(in: preparedRig(.sections(stepped: stepped)), benchmark)
        }
    }
    // A draft is made at most once a second while a person types (and
    // written on a queue of its own): its cost beside a keystroke's.
    for rows in [10, 1_000] {
        Benchmark("terminal \(rows) rows: make the draft kept once a second") { benchmark in
            await MainActor.run {
                let form = RowsForm(groups: Array(repeating: FieldGroup(), count: rows / 10))
                let session = FormSession(form: form, layout: RowsForm.layout(rows: rows))
                session.setText("typed", for: \RowsForm.groups[0].f0)
                var values = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { values = session.makeDraft().values.count }
                benchmark.stopMeasurement()
                blackHole(values)
            }
        }
    }
    for length in [10, 100_000] {
        Benchmark("terminal value of \(length) characters: type at its end, render, diff") { benchmark in
            await typing(in: preparedRig(.longValue(length)), benchmark)
        }
    }
}

@MainActor
func typing(in rig: Rig, _ benchmark: Benchmark) {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        rig.app.handle(.backspace)
        rig.app.handle(.character(rig.flip ? "a" : "b"))
        rig.flip.toggle()
        rig.bytes = rig.writer.render(rig.app.render(width: 80, height: 24)).count
    }
    benchmark.stopMeasurement()
    benchmark.measurement(.custom("bytes written", useScalingFactor: true), rig.bytes)
}

/// A form of text rows in groups of ten fields.
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
    }
}

/// A form of 1,000 text rows in ten sections, shown whole or one section
/// a step.
enum SectionedRows {
    static let fields: [WritableKeyPath<FieldGroup, String>] = [\.f0, \.f1, \.f2, \.f3, \.f4, \.f5, \.f6, \.f7, \.f8, \.f9]

    static func section(_ index: Int) -> FormSection<RowsForm> {
        FormSection("Part \(index + 1)") {
            for group in (index * 10)..<(index * 10 + 10) {
                for (position, field) in fields.enumerated() {
                    TextRow("Field \(group * 10 + position + 1)", (\RowsForm.groups[group]).appending(path: field))
                }
            }
        }
    }

    static func layout(stepped: Bool) -> FormLayout<RowsForm> {
        guard stepped else {
            return FormLayout(title: "1000 rows") {
                for index in 0..<10 { section(index) }
            }
        }
        return FormLayout(title: "1000 rows") {
            for index in 0..<10 {
                FormStep("Part \(index + 1)") { section(index) }
            }
        }
    }
}

/// One text field holding a long value.
struct LongValueForm: ValidatableForm, SubmittableForm {
    @Validated(.isNotEmpty()) var text = ""

    init(length: Int) {
        text = String(repeating: "a", count: length)
    }

    var validatedFields: [ValidatedField<Self>] { [.init(\.text, wrappedBy: \._text)] }

    @MainActor
    func submit() async throws -> Int { text.count }

    static var layout: FormLayout<LongValueForm> {
        FormLayout(title: "Long value") { FormSection { TextRow("Text", \.text) } }
    }
}

enum RigKind: Hashable {
    case rows(Int, focusedRow: Int)
    case longValue(Int)
    case sections(stepped: Bool)
}

@MainActor
final class Rig {
    let app: any TypingApp
    var writer = FrameWriter(colorMode: .ansi16)
    var flip = false
    var bytes = 0

    init(_ kind: RigKind) {
        switch kind {
        case .rows(let rows, let focusedRow):
            let form = RowsForm(groups: Array(repeating: FieldGroup(), count: rows / 10))
            let session = FormSession(form: form, layout: RowsForm.layout(rows: rows))
            let app = TerminalFormApp(session: session, colorMode: .ansi16)
            let fields: [WritableKeyPath<FieldGroup, String>] = [\.f0, \.f1, \.f2, \.f3, \.f4, \.f5, \.f6, \.f7, \.f8, \.f9]
            session.focus((\RowsForm.groups[focusedRow / 10]).appending(path: fields[focusedRow % 10]))
            app.resize(width: 80, height: 24)
            self.app = app
        case .sections(let stepped):
            let form = RowsForm(groups: Array(repeating: FieldGroup(), count: 100))
            let session = FormSession(form: form, layout: SectionedRows.layout(stepped: stepped))
            let app = TerminalFormApp(session: session, colorMode: .ansi16)
            session.focus(\RowsForm.groups[0].f0)
            app.resize(width: 80, height: 24)
            self.app = app
        case .longValue(let length):
            let form = LongValueForm(length: length)
            let app = TerminalFormApp(session: FormSession(form: form, layout: LongValueForm.layout), colorMode: .ansi16)
            app.resize(width: 80, height: 24)
            self.app = app
        }
        _ = writer.render(app.render(width: 80, height: 24))
    }
}

/// The app, whatever its form.
@MainActor
protocol TypingApp: AnyObject {
    func handle(_ key: Key)
    func render(width: Int, height: Int) -> Frame
}

extension TerminalFormApp: TypingApp {}

@MainActor var rigs: [RigKind: Rig] = [:]

@MainActor
func preparedRig(_ kind: RigKind) -> Rig {
    if let rig = rigs[kind] { return rig }
    let rig = Rig(kind)
    rigs[kind] = rig
    return rig
}
