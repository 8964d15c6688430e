import Benchmark
import BenchmarkForms
import FormsKit

// One keystroke: set one field through the controller, then read what a
// surface redraws from: isDirty, isValid and that field's state. The field is
// live (validated once), so every keystroke runs its rules, as after a first
// submit. Sizes: 10, 100, 1,000 fields in one flat struct; 10 to 10,000 in
// groups of ten (GroupedForm). Then the terminal's line editor, by key, on
// short and long values (LineEditing.swift).

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )

    flat("10", FlatForm10.init, set: { $0.form.f5 = $1 }, state: { $0.$f5 })
    flat("100", FlatForm100.init, set: { $0.form.f50 = $1 }, state: { $0.$f50 })
    flat("1000", FlatForm1000.init, set: { $0.form.f500 = $1 }, state: { $0.$f500 })
    for size in [10, 100, 1_000, 10_000] {
        grouped(size)
    }
    genericKeystrokes()
    lineEditing()
}

/// The benchmarks of one flat form.
func flat<Form: ValidatableForm>(
    _ size: String,
    _ makeForm: @escaping () -> Form,
    set: @escaping @MainActor (FormController<Form>, String) -> Void,
    state: @escaping @MainActor (FormController<Form>) -> Validated<String>.State
) {
    keystroke("flat \(size) fields: form.f = v; isDirty; isValid") { controller, text in
        set(controller, text)
        blackHole(controller.isDirty)
        blackHole(controller.isValid)
    } makeController: {
        FormController(form: makeForm())
    }

    keystroke("flat \(size) fields: form.f = v; isDirty; isValid; controller.$f") { controller, text in
        set(controller, text)
        blackHole(controller.isDirty)
        blackHole(controller.isValid)
        blackHole(state(controller))
    } makeController: {
        FormController(form: makeForm())
    }
}

/// The benchmarks of one grouped form.
func grouped(_ size: Int) {
    let middle = size / 20
    let field: PartialKeyPath<GroupedForm> = \.groups[middle].f5
    keystroke("grouped \(size) fields: form.f = v; isDirty; isValid") { controller, text in
        controller.form.groups[middle].f5 = text
        blackHole(controller.isDirty)
        blackHole(controller.isValid)
    } makeController: {
        FormController(form: GroupedForm(fieldCount: size))
    }

    keystroke("grouped \(size) fields: form.f = v; isDirty; isValid; validationState(of:)") { controller, text in
        controller.form.groups[middle].f5 = text
        blackHole(controller.isDirty)
        blackHole(controller.isValid)
        blackHole(controller.validationState(of: field))
    } makeController: {
        FormController(form: GroupedForm(fieldCount: size))
    }

    // For contrast: the form-level isValid scans every field after rebuilding
    // validatedFields, as FormsKit's controller does on every read. Slow at
    // large sizes, so measured per keystroke rather than per thousand.
    keystroke(
        "grouped \(size) fields: scan (form.isValid, FormsKit's way)",
        configuration: .init(warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 1_000)
    ) { controller, text in
        controller.form.groups[middle].f5 = text
        blackHole(controller.form.isValid)
    } makeController: {
        FormController(form: GroupedForm(fieldCount: size))
    }
}

/// Registers a benchmark whose iterations each run `edit` a thousand times on
/// the main actor, alternating two values so every edit is a change.
func keystroke<Form: ValidatableForm>(
    _ name: String,
    configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
    edit: @escaping @MainActor (FormController<Form>, String) -> Void,
    makeController: @escaping @MainActor () -> FormController<Form>
) {
    Benchmark(name, configuration: configuration) { benchmark in
        await MainActor.run {
            let controller = preparedController(name, makeController)
            let values = ["a", "b"]
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                edit(controller, values[iteration & 1])
            }
            benchmark.stopMeasurement()
        }
    }
}

/// Controllers built once per benchmark, outside every measurement: building a
/// 10,000-field form is not what is measured.
@MainActor var preparedControllers: [String: AnyObject] = [:]

@MainActor
func preparedController<Form: ValidatableForm>(_ name: String, _ make: () -> FormController<Form>) -> FormController<Form> {
    if let controller = preparedControllers[name] as? FormController<Form> { return controller }
    let controller = make()
    controller.validate()
    preparedControllers[name] = controller
    return controller
}
