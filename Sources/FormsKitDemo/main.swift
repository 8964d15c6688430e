import FormsKitExamples

// Until the terminal forms land, the demo walks the Create Plan form through
// its life cycle and prints what happens.
@MainActor
func runDemo() async {
    var output = StandardOutput()
    await CreatePlanWalkthrough(store: PlanStore()).run(output: &output)
}

struct StandardOutput: TextOutputStream {
    mutating func write(_ string: String) {
        print(string, terminator: "")
    }
}

await runDemo()
