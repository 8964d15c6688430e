// swift-tools-version: 6.1
//
// FormsKit's benchmarks, kept out of the main package so that its users never
// build ordo-one/benchmark. Run from this folder:
//
//     swift package --allow-writing-to-package-directory benchmark
//
// Figures are recorded in ../docs/performance.md.
import PackageDescription

let package = Package(
    name: "FormsKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "FormsKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
        // For the HTML benchmarks' comparisons only: never dependencies of FormsKit.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", exact: "2.1.1"),
        .package(url: "https://github.com/vapor/vapor.git", exact: "4.122.3"),
    ],
    targets: [
        // Forms of any size, shared by the benchmarks.
        .target(
            name: "BenchmarkForms",
            dependencies: [.product(name: "FormsKit", package: "FormsKit")],
            path: "Benchmarks/BenchmarkForms",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Surface code generic over the form, in a module of its own and never
        // specialized: the path every surface's keystroke takes.
        .target(
            name: "GenericSurface",
            dependencies: [.product(name: "FormsKit", package: "FormsKit")],
            path: "Benchmarks/GenericSurface",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Keystroke",
            dependencies: [
                "BenchmarkForms",
                "GenericSurface",
                .product(name: "FormsKit", package: "FormsKit"),
                // The line editor's keys (LineEditing.swift).
                .product(name: "FormsKitTerminal", package: "FormsKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Keystroke",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TerminalRendering",
            dependencies: [
                "BenchmarkForms",
                .product(name: "FormsKit", package: "FormsKit"),
                .product(name: "FormsKitModel", package: "FormsKit"),
                .product(name: "FormsKitTerminal", package: "FormsKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TerminalRendering",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A pattern rule on long text: FormsKit's own matcher against ICU's.
        .executableTarget(
            name: "PatternRules",
            dependencies: [
                .product(name: "FormsKit", package: "FormsKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/PatternRules",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Model forms for the HTML benchmarks: a 20-field sign-up form and
        // forms of any size, with their layouts.
        .target(
            name: "HTMLBenchmarkForms",
            dependencies: [
                .product(name: "FormsKit", package: "FormsKit"),
                .product(name: "FormsKitModel", package: "FormsKit"),
            ],
            path: "Benchmarks/HTMLBenchmarkForms",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Rendering, decoding and validating HTML forms, against
        // swift-mustache, a hand-written builder and Hummingbird's decoder.
        .executableTarget(
            name: "HTMLForms",
            dependencies: [
                "HTMLBenchmarkForms",
                .product(name: "FormsKit", package: "FormsKit"),
                .product(name: "FormsKitModel", package: "FormsKit"),
                .product(name: "FormsKitHTML", package: "FormsKit"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                "VaporSignUp",
            ],
            path: "Benchmarks/HTMLForms",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Vapor's decode + validate of the sign-up body, in a module of its
        // own: Vapor and Hummingbird both name a `URLEncodedFormDecoder`.
        .target(
            name: "VaporSignUp",
            dependencies: ["HTMLBenchmarkForms", .product(name: "Vapor", package: "vapor")],
            path: "Benchmarks/VaporSignUp",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
