// swift-tools-version: 6.1
//
// A SwiftUI app that shows every demo form of FormsKit, from the same
// definitions the terminal demo uses. Apple platforms only: the main package
// never builds it, so Linux builds do not try.
//
// On a Mac:   swift run --package-path Examples/FormsKitSwiftUIDemo
// In Xcode:   open Examples/FormsKitSwiftUIDemo/Package.swift, then run the
//             FormsKitSwiftUIDemo scheme on "My Mac".
import PackageDescription

let package = Package(
    name: "FormsKitSwiftUIDemo",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "FormsKit", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "FormsKitSwiftUIDemo",
            dependencies: [
                .product(name: "FormsKit", package: "FormsKit"),
                .product(name: "FormsKitModel", package: "FormsKit"),
                .product(name: "FormsKitSwiftUI", package: "FormsKit"),
                .product(name: "FormsKitExamples", package: "FormsKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
