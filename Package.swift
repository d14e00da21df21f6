// swift-tools-version:6.2
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    // Resources.total counts live objects in debug builds; this trait turns counting on in release builds too.
    .define("SENDABLERX_TRACE_RESOURCES", .when(traits: ["TraceResources"])),
]

let package = Package(
    name: "SendableRx",
    platforms: [
        .macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
    ],
    products: [
        .library(name: "SendableRx", targets: ["SendableRx"]),
        .library(name: "SendableRxRelay", targets: ["SendableRxRelay"]),
        .library(name: "SendableRxBlocking", targets: ["SendableRxBlocking"]),
        .library(name: "SendableRxTest", targets: ["SendableRxTest"]),
        .library(name: "SendableRxDiff", targets: ["SendableRxDiff"]),
        .library(name: "SendableRxCocoa", targets: ["SendableRxCocoa"]),
    ],
    traits: [
        .trait(
            name: "TraceResources",
            description: "Count live SendableRx objects in Resources.total in release builds too (always on in debug)."
        )
    ],
    targets: [
        .target(name: "SendableRx", swiftSettings: swiftSettings),
        .target(name: "SendableRxRelay", dependencies: ["SendableRx"], swiftSettings: swiftSettings),
        .target(name: "SendableRxBlocking", dependencies: ["SendableRx"], swiftSettings: swiftSettings),
        .target(name: "SendableRxTest", dependencies: ["SendableRx"], swiftSettings: swiftSettings),
        .target(name: "SendableRxDiff", swiftSettings: swiftSettings),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "SendableRx", "SendableRxRelay", "SendableRxDiff", "SendableRxCocoa",
                // The virtual-time and blocking workloads; SendableRxTest links XCTest and Swift Testing, which an
                // executable can load on Linux only.
                .target(name: "SendableRxTest", condition: .when(platforms: [.linux])),
                .target(name: "SendableRxBlocking", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: swiftSettings + [.define("SENDABLERX_BENCHMARKS")]
        ),
        .executableTarget(
            name: "GettingStarted",
            dependencies: ["SendableRx"],
            path: "Examples/GettingStarted",
            exclude: ["expected-output.txt"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "ViewModel",
            dependencies: ["SendableRx"],
            path: "Examples/ViewModel",
            exclude: ["expected-output.txt"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "SearchBox",
            dependencies: ["SendableRx"],
            path: "Examples/SearchBox",
            exclude: ["expected-output.txt"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "RetryWithBackoff",
            dependencies: ["SendableRx"],
            path: "Examples/RetryWithBackoff",
            exclude: ["expected-output.txt"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "TodoApp",
            dependencies: ["SendableRx"],
            path: "Examples/TodoApp",
            exclude: ["expected-output.txt"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["SearchBox", "RetryWithBackoff", "SendableRx", "SendableRxTest", "TodoApp"],
            swiftSettings: swiftSettings
        ),
        // A test fixture: an async program that checks main-queue behaviour off the main thread (MainQueueTests).
        .executableTarget(
            name: "MainQueueProgram",
            dependencies: ["SendableRx", "SendableRxCocoa"],
            path: "Tests/Fixtures/MainQueueProgram",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SendableRxTests",
            dependencies: ["SendableRx", "SendableRxTest", "MainQueueProgram"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SendableRxRelayTests",
            dependencies: ["SendableRx", "SendableRxRelay", "SendableRxTest"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SendableRxBlockingTests",
            dependencies: ["SendableRx", "SendableRxBlocking", "SendableRxTest"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SendableRxBehaviourTests",
            dependencies: ["SendableRx", "SendableRxTest"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SendableRxPropertyTests",
            dependencies: ["SendableRx", "SendableRxTest"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RxSwiftCompatibilityTests",
            dependencies: ["SendableRx", "SendableRxRelay", "SendableRxBlocking", "SendableRxTest", "SendableRxCocoa"],
            exclude: ["Transcripts", "README.md"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SendableRxDiffTests",
            dependencies: ["SendableRxDiff"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SendableRxCocoa",
            dependencies: ["SendableRx", "SendableRxRelay"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SendableRxCocoaTests",
            dependencies: ["SendableRxCocoa", "SendableRx", "SendableRxRelay", "SendableRxTest"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "SignUp",
            dependencies: ["SendableRx", "SendableRxRelay", "SendableRxCocoa"],
            path: "Examples/SignUp",
            exclude: ["expected-output.txt"],
            swiftSettings: swiftSettings
        ),
    ]
)
