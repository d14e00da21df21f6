// swift-tools-version:6.0
// A fixture: an app that uses a third-party RxSwift library (../RxStore, which depends on RxSwift by its URL) and runs it
// on SendableRx by overriding RxSwift with the compatibility package. The path dependency on a directory named
// `RxSwift` has the package identity `rxswift`, so it replaces github.com/ReactiveX/RxSwift for the whole graph:
// nothing is fetched. These are the lines "Adopting SendableRx in an Existing App" shows.
import PackageDescription

let package = Package(
    name: "StoreApp",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(path: "../RxStore"),
        // Replaces RxSwift (and RxRelay, RxCocoa, RxBlocking, RxTest) with SendableRx for every package in the graph.
        .package(path: "../../RxSwift"),
    ],
    targets: [
        .executableTarget(
            name: "StoreApp",
            dependencies: [
                .product(name: "RxStore", package: "RxStore"),
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
            ],
            exclude: ["expected-output.txt"]
        )
    ],
    swiftLanguageModes: [.v5]
)
