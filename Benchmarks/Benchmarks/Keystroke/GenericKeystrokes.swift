import Benchmark
import BenchmarkForms
import FormsKit
import GenericSurface

/// The keystroke from code generic over the form, in another module, by each
/// spelling: flat forms of 10 and 1,000 fields, and a grouped form of 1,000
/// and 10,000 (a flat struct that size does not compile in reasonable time).
func genericKeystrokes() {
    generic("flat 10", FlatForm10.init, \.f5)
    generic("flat 1000", FlatForm1000.init, \.f500)
    generic("grouped 1000", { GroupedForm(fieldCount: 1_000) }, \.groups[50].f5)
    generic("grouped 10000", { GroupedForm(fieldCount: 10_000) }, \.groups[500].f5)
}

private func generic<Form: ValidatableForm>(_ size: String, _ makeForm: @escaping () -> Form, _ keyPath: WritableKeyPath<Form, String>) {
    let make: @MainActor () -> FormController<Form> = { FormController(form: makeForm()) }
    keystroke(
        "generic \(size): controller.form[keyPath:] = v; isDirty; isValid",
        edit: { controller, text in
            blackHole(keystrokeThroughForm(controller, keyPath, text))
        }, makeController: make)
    keystroke(
        "generic \(size): controller[dynamicMember:] = v; isDirty; isValid",
        edit: { controller, text in
            blackHole(keystrokeThroughController(controller, keyPath, text))
        }, makeController: make)
    keystroke(
        "generic \(size): setValue(_:at:); isDirty; isValid",
        edit: { controller, text in
            blackHole(keystrokeThroughSetValue(controller, keyPath, text))
        }, makeController: make)
    keystroke(
        "generic \(size): SwiftUI $controller.form.f, FormsKit's binding",
        edit: { controller, text in
            blackHole(keystrokeThroughBinding(controller, formsKitBindingPath(keyPath), text))
        }, makeController: make)
    // What SwiftUI's own binding would cost: it replaces the whole form on
    // every keystroke. Slow at large sizes, so measured per keystroke.
    keystroke(
        "generic \(size): SwiftUI $controller.form.f, without FormsKit's binding",
        configuration: .init(warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 200),
        edit: { controller, text in
            blackHole(keystrokeThroughBinding(controller, plainSwiftUIBindingPath(keyPath), text))
        },
        makeController: make
    )
    // Swift alone: the same key-path write on a form in a local variable.
    Benchmark("generic \(size): Swift alone, form[keyPath:] = v on a local form") { benchmark in
        var form = makeForm()
        let values = ["a", "b"]
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            keyPathWriteWithoutFormsKit(&form, keyPath, values[iteration & 1])
        }
        benchmark.stopMeasurement()
        blackHole(form)
    }
}
