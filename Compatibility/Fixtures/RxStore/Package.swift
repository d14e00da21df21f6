// swift-tools-version:5.9
// A fixture: a third-party library written the way RxSwift libraries are written — Swift 5 language mode, RxSwift by
// its usual URL, `import RxSwift` / `import RxCocoa` / `import RxRelay`, RxTest-style tests. It is never edited for
// SendableRx: Compatibility/Fixtures/StoreApp overrides RxSwift with the compatibility package, and `.ci/run` builds
// that app and runs this library's tests through a mirror of RxSwift's URL, offline. Like most RxSwift libraries it
// declares no minimum platforms above RxSwift's: on Apple platforms SwiftPM would refuse it on top of SendableRx, whose
// minimums are higher (see "What works and what does not" in the article); on Linux there are none to compare.
import PackageDescription

let package = Package(
    name: "RxStore",
    products: [
        .library(name: "RxStore", targets: ["RxStore"])
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")
    ],
    targets: [
        .target(
            name: "RxStore",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
            ]
        ),
        .testTarget(
            name: "RxStoreTests",
            dependencies: [
                "RxStore",
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxTest", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"),
            ]
        ),
    ],
    swiftLanguageVersions: [.v5]
)
