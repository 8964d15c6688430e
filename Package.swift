// swift-tools-version: 6.2
//
// FormsKit: one form definition for every surface.
//
// Targets are split by capability so that each surface pays only for what it
// uses. The `FormsKit` core depends on nothing but the standard library,
// Foundation and Observation; swift-syntax is only built for the macro targets.
import CompilerPluginSupport
import PackageDescription

/// Library code: Swift 6 mode, and every existential spelled `any`.
let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

/// Tests compile the FormsKit README's snippets as users write them.
let userCodeSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "FormsKit",
    // FormsKit's own words are written in English, in code; the other
    // languages are each module's Resources/<tag>.lproj/Localizable.strings.
    defaultLocalization: "en",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "FormsKit", targets: ["FormsKit"]),
        .library(name: "FormsKitMacros", targets: ["FormsKitMacros"]),
        .library(name: "FormsKitModel", targets: ["FormsKitModel"]),
        .library(name: "FormsKitTerminal", targets: ["FormsKitTerminal"]),
        .library(name: "FormsKitTerminalTesting", targets: ["FormsKitTerminalTesting"]),
        .library(name: "FormsKitSwiftUI", targets: ["FormsKitSwiftUI"]),
        .library(name: "FormsKitHTML", targets: ["FormsKitHTML"]),
        .library(name: "FormsKitWeb", targets: ["FormsKitWeb"]),
        .library(name: "FormsKitHummingbird", targets: ["FormsKitHummingbird"]),
        .library(name: "FormsKitVapor", targets: ["FormsKitVapor"]),
        // Testing a server's forms as a browser would, on each adapter.
        .library(name: "FormsKitWebTesting", targets: ["FormsKitWebTesting"]),
        .library(name: "FormsKitHummingbirdTesting", targets: ["FormsKitHummingbirdTesting"]),
        .library(name: "FormsKitVaporTesting", targets: ["FormsKitVaporTesting"]),
        // The demo forms, for the SwiftUI example app (Examples/FormsKitSwiftUIDemo).
        .library(name: "FormsKitExamples", targets: ["FormsKitExamples"]),
        .executable(name: "formskit-demo", targets: ["FormsKitDemo"]),
        .executable(name: "formskit-web", targets: ["FormsKitWebDemo"]),
        .executable(name: "formskit-web-vapor", targets: ["FormsKitWebVaporDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.6.0"),
        // Only the web surface builds these: the web core (`FormsKitWeb`) signs
        // with swift-crypto and speaks HTTP's types; its Hummingbird adapter
        // (`FormsKitHummingbird`, `formskit-web`) builds Hummingbird.
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.3.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        // Only the Vapor adapter (`FormsKitVapor`) builds this.
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        // Hummingbird's own: a channel handler of the web surface names their types.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        // Hummingbird's logger; named only by the web surface's tests, which read what it logged.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        // Only the demos' database store (`FormsKitExamplesStorage`) builds these: SQLite
        // compiled from the package's own copy (nothing to install), and PostgreSQL's protocol.
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    ],
    targets: [
        // MARK: Core: validation, forms, controller. Dependency-free.
        .target(
            name: "FormsKit",
            resources: [.process("Resources")],
            swiftSettings: strictSwift
        ),

        // MARK: Form model: sections, rows, focus, styles. Renderer-neutral.
        .target(
            name: "FormsKitModel",
            dependencies: ["FormsKit"],
            resources: [.process("Resources")],
            swiftSettings: strictSwift
        ),

        // MARK: Terminal surface: interactive forms and line prompts.
        .target(
            name: "FormsKitTerminal",
            dependencies: ["FormsKit", "FormsKitModel"],
            resources: [.process("Resources")],
            swiftSettings: strictSwift
        ),
        // A terminal emulator model and a driver, for testing terminal forms.
        .target(
            name: "FormsKitTerminalTesting",
            dependencies: ["FormsKitTerminal"],
            swiftSettings: strictSwift
        ),

        // MARK: SwiftUI surface: any model form in SwiftUI. Its views build
        // where SwiftUI exists; the logic behind them builds and is tested everywhere.
        .target(
            name: "FormsKitSwiftUI",
            dependencies: ["FormsKit", "FormsKitModel"],
            resources: [.process("Resources")],
            swiftSettings: strictSwift
        ),

        // MARK: HTML surface: render, decode and validate any model form.
        // Dependency-free, framework-neutral; the web server integration is
        // a module of its own.
        .target(
            name: "FormsKitHTML",
            dependencies: ["FormsKit", "FormsKitModel"],
            swiftSettings: strictSwift
        ),

        // MARK: Web core: any model form answered over HTTP, on any server
        // framework: CSRF protection, security headers, steps, drafts and
        // per-request languages. A request goes in as a value and a response
        // comes out as one; no server framework, no SwiftNIO.
        .target(
            name: "FormsKitWeb",
            dependencies: [
                "FormsKit", "FormsKitModel", "FormsKitHTML",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            resources: [.process("Resources")],
            swiftSettings: strictSwift
        ),

        // MARK: The web core on Hummingbird 2: router methods, middleware and a
        // channel handler. The only library target that builds Hummingbird.
        .target(
            name: "FormsKitHummingbird",
            dependencies: [
                "FormsKitWeb",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ],
            swiftSettings: strictSwift
        ),

        // MARK: The web core on Vapor 4: routes on a RoutesBuilder, middleware,
        // configuration in `app.` storage. The only library target that builds Vapor.
        .target(
            name: "FormsKitVapor",
            dependencies: [
                "FormsKitWeb",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strictSwift
        ),

        // MARK: Testing a server's forms: a browser (cookies, CSRF tokens, forms
        // sent as pages send them) over a client that each adapter's testing
        // module provides, so that one suite of tests runs on every adapter.
        .target(
            name: "FormsKitWebTesting",
            dependencies: [
                "FormsKitWeb",
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strictSwift
        ),
        .target(
            name: "FormsKitHummingbirdTesting",
            dependencies: [
                "FormsKitHummingbird", "FormsKitWebTesting",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strictSwift
        ),
        .target(
            name: "FormsKitVaporTesting",
            dependencies: [
                "FormsKitVapor", "FormsKitWebTesting",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
            ],
            swiftSettings: strictSwift
        ),

        // MARK: Macros: `@ValidatableForm`. Kept apart so the core never builds swift-syntax.
        .macro(
            name: "FormsKitMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            swiftSettings: strictSwift
        ),
        .target(
            name: "FormsKitMacros",
            dependencies: ["FormsKit", "FormsKitMacrosPlugin"],
            swiftSettings: strictSwift
        ),

        // MARK: Example forms (the reference patterns' forms), shared by the demo and the tests.
        .target(
            name: "FormsKitExamples",
            dependencies: ["FormsKit", "FormsKitMacros", "FormsKitModel"],
            exclude: ["english.txt"],
            resources: [.process("Resources")],
            swiftSettings: strictSwift
        ),

        // MARK: Where the demos keep plans, saved forms and drafts: SQLite by
        // default, PostgreSQL for several instances. A target of its own, so that
        // FormsKitExamples (and every test of a form) builds no database.
        .target(
            name: "FormsKitExamplesStorage",
            dependencies: [
                "FormsKitExamples", "FormsKitModel",
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strictSwift
        ),

        // MARK: The main job: the demo executable.
        .executableTarget(
            name: "FormsKitDemo",
            dependencies: [
                "FormsKit", "FormsKitExamples", "FormsKitExamplesStorage", "FormsKitTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift
        ),

        // MARK: The web demos: every demo form served over HTTP, on Hummingbird
        // (formskit-web) and on Vapor (formskit-web-vapor), from what they share.
        .target(
            name: "FormsKitWebDemoSupport",
            dependencies: [
                "FormsKit", "FormsKitModel", "FormsKitExamples", "FormsKitExamplesStorage", "FormsKitHTML", "FormsKitWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "FormsKitWebDemo",
            dependencies: [
                "FormsKit", "FormsKitModel", "FormsKitExamples", "FormsKitExamplesStorage", "FormsKitHTML", "FormsKitWeb", "FormsKitHummingbird",
                "FormsKitWebDemoSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // Its error when the address cannot be listened on.
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "FormsKitWebVaporDemo",
            dependencies: [
                "FormsKit", "FormsKitModel", "FormsKitExamples", "FormsKitVapor", "FormsKitWebDemoSupport",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // Its error when the address cannot be listened on.
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strictSwift
        ),

        // MARK: Tests
        // What several test suites share: snapshot assertions, a seeded
        // generator, the kitchen-sink form, temporary folders, running the demo.
        .target(
            name: "FormsKitTestSupport",
            dependencies: ["FormsKit", "FormsKitModel"],
            path: "Tests/FormsKitTestSupport",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "FormsKitTests",
            dependencies: ["FormsKit", "FormsKitTestSupport"],
            swiftSettings: userCodeSwift
        ),
        .testTarget(
            name: "FormsKitModelTests",
            dependencies: ["FormsKitModel", "FormsKitTestSupport"],
            swiftSettings: userCodeSwift
        ),
        .testTarget(
            name: "FormsKitHTMLTests",
            dependencies: ["FormsKitHTML", "FormsKitExamples", "FormsKitTestSupport"],
            exclude: ["__Snapshots__"],
            swiftSettings: userCodeSwift
        ),
        // The web surface's contract: the router-level tests run against
        // every adapter (Hummingbird and Vapor), and each adapter's own.
        .testTarget(
            name: "FormsKitWebTests",
            dependencies: [
                // The web demo, whose routes are tested too.
                "FormsKitHummingbird", "FormsKitVapor", "FormsKitWeb", "FormsKitHTML", "FormsKitExamples", "FormsKitExamplesStorage",
                "FormsKitTestSupport", "FormsKitWebDemo", "FormsKitWebDemoSupport",
                "FormsKitWebTesting", "FormsKitHummingbirdTesting", "FormsKitVaporTesting",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                // A channel handler tested on an embedded channel, with time moved by hand.
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ],
            swiftSettings: userCodeSwift
        ),
        .testTarget(
            name: "FormsKitSwiftUITests",
            dependencies: ["FormsKitSwiftUI", "FormsKitExamples", "FormsKitTestSupport"],
            swiftSettings: userCodeSwift
        ),
        .testTarget(
            name: "FormsKitTerminalTests",
            dependencies: ["FormsKitTerminal", "FormsKitTerminalTesting", "FormsKitExamples", "FormsKitTestSupport"],
            exclude: ["__Snapshots__"],
            swiftSettings: userCodeSwift
        ),
        .testTarget(
            name: "FormsKitExamplesTests",
            // The demo, so its executable is built for the multi-process store tests.
            dependencies: ["FormsKitExamples", "FormsKitTestSupport"],
            swiftSettings: userCodeSwift
        ),
        // The database store on SQLite, and on PostgreSQL when
        // FORMSKIT_TEST_POSTGRES_URL names one.
        .testTarget(
            name: "FormsKitExamplesStorageTests",
            dependencies: [
                "FormsKitExamplesStorage", "FormsKitExamples", "FormsKitModel", "FormsKitTestSupport",
                // To make the databases the store must cope with: an older schema, a newer one.
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: userCodeSwift
        ),
        // The demo run as a user runs it: on a pseudo-terminal, through
        // pipes, several at once. Builds the executables it runs.
        .testTarget(
            name: "FormsKitEndToEndTests",
            dependencies: [
                "FormsKit", "FormsKitTerminal", "FormsKitTerminalTesting", "FormsKitExamples", "FormsKitExamplesStorage", "FormsKitTestSupport",
                "FormsKitDemo", "TerminalCrashFixture", "FormsKitWebDemo", "FormsKitWebVaporDemo",
            ],
            swiftSettings: userCodeSwift
        ),
        // A form that crashes in its submit(), for the end-to-end test that
        // the terminal is restored after a crash in user code.
        .executableTarget(
            name: "TerminalCrashFixture",
            dependencies: ["FormsKitTerminal"],
            path: "Tests/Fixtures/TerminalCrashFixture",
            swiftSettings: strictSwift
        ),
        // The macro used, and expanded by the compiler with the built plugin.
        // Not a dependency on the plugin's target: a test target that has one
        // is built for the host with everything it needs, so the whole
        // package (Hummingbird, SwiftNIO, the databases) would be built twice.
        .testTarget(
            name: "FormsKitMacrosTests",
            dependencies: ["FormsKitMacros", "FormsKitTestSupport"],
            swiftSettings: userCodeSwift
        ),
    ]
)

// The documentation check (Scripts/check-docs.sh) builds every DocC catalog
// with swift-docc-plugin; an app that depends on FormsKit resolves nothing
// for it.
if Context.environment["FORMSKIT_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
