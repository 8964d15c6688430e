// swift-tools-version: 6.1
//
// libFuzzer harnesses for FormsKitHTML, kept out of the main package so that
// `swift build` and `swift test` there never build them. Build and run from
// the repository root with the script, as Fuzz/README.md explains:
//
//     Fuzz/fuzz.sh build
//     Fuzz/fuzz.sh run FuzzHTMLForm -runs=1000000
//
// The instrumentation (AddressSanitizer and libFuzzer's coverage) is given on
// the command line, not here, so that every module is instrumented
// (FormsKitHTML, FormsKitModel and FormsKit, not only the harnesses).
import PackageDescription

/// Swift 6 mode, and every existential spelled `any`, as the library.
let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

/// What a harness that posts to the demo forms links.
let formHarnessDependencies: [Target.Dependency] = [
    "FuzzDriver",
    "FuzzSupport",
    .product(name: "FormsKit", package: "FormsKit"),
    .product(name: "FormsKitExamples", package: "FormsKit"),
    .product(name: "FormsKitHTML", package: "FormsKit"),
    .product(name: "FormsKitMacros", package: "FormsKit"),
    .product(name: "FormsKitModel", package: "FormsKit"),
]

let package = Package(
    name: "FormsKitFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "FormsKit", path: ".."),
    ],
    targets: [
        // libFuzzer's driver, called from the harnesses' `main`.
        .target(name: "CLibFuzzer"),
        .target(
            name: "FuzzDriver",
            dependencies: ["CLibFuzzer"],
            swiftSettings: strictSwift,
            linkerSettings: [.linkedLibrary("stdc++")]
        ),
        // What the form harnesses share: the form an input picks, a body
        // read as urlencoded or JSON, the decoder's checks.
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "FormsKit", package: "FormsKit"),
                .product(name: "FormsKitHTML", package: "FormsKit"),
                .product(name: "FormsKitModel", package: "FormsKit"),
            ],
            swiftSettings: strictSwift
        ),
        // Parser only: the input is an application/x-www-form-urlencoded body.
        .executableTarget(
            name: "FuzzURLEncodedForm",
            dependencies: ["FuzzDriver", .product(name: "FormsKitHTML", package: "FormsKit")],
            swiftSettings: strictSwift
        ),
        // Parse, decode into a demo form's session, re-render: the first byte
        // picks the form, the rest is one or more bodies, one per line.
        .executableTarget(
            name: "FuzzHTMLForm",
            dependencies: formHarnessDependencies,
            swiftSettings: strictSwift
        ),
        // One request: a new session from a template, parse, decode,
        // validate. The first byte picks the form, the rest is the body.
        .executableTarget(
            name: "FuzzHTMLDecode",
            dependencies: formHarnessDependencies,
            swiftSettings: strictSwift
        ),
        // A multipart/form-data body read in chunks: the first byte picks the
        // boundary and the limits, the second the chunks' size, the rest is
        // the body. Its reader is the main package's, through a link.
        .executableTarget(
            name: "FuzzMultipart",
            dependencies: [
                "FuzzDriver",
                .product(name: "FormsKit", package: "FormsKit"),
                .product(name: "FormsKitHTML", package: "FormsKit"),
            ],
            swiftSettings: strictSwift
        ),
    ]
)
