// swift-tools-version:6.0
// The RxSwift compatibility package: RxSwift's products and modules — RxSwift, RxRelay, RxCocoa, RxBlocking, RxTest —
// each re-exporting the matching SendableRx module. Its directory is named RxSwift, so its package identity is
// `rxswift`, the identity of github.com/ReactiveX/RxSwift: a root package that depends on this directory by path
// replaces RxSwift for every package in its graph. See "Adopting SendableRx in an Existing App" in the documentation.
import Foundation
import PackageDescription

// Where SendableRx comes from. By default: the repository this package lives in, two levels up, by path. (A path
// dependency's identity is its directory's name, which is whatever the checkout is called, so it is read here rather
// than written out.) With SENDABLERX_URL: that git repository, from SENDABLERX_VERSION (default 0.1.0) — for a copy of
// this package used through a mirror, which SwiftPM resolves by version and which may then depend on versions only.
let sendableRxURL = Context.environment["SENDABLERX_URL"]
let sendableRxDependency: Package.Dependency
let sendableRxIdentity: String
if let sendableRxURL {
    let version = Version(stringLiteral: Context.environment["SENDABLERX_VERSION"] ?? "0.1.0")
    sendableRxDependency = .package(url: sendableRxURL, from: version)
    sendableRxIdentity = URL(fileURLWithPath: sendableRxURL).deletingPathExtension().lastPathComponent.lowercased()
} else {
    sendableRxDependency = .package(path: "../..")
    sendableRxIdentity = URL(fileURLWithPath: "../..", relativeTo: URL(fileURLWithPath: Context.packageDirectory))
        .standardizedFileURL.lastPathComponent.lowercased()
}

func sendableRx(_ module: String) -> Target.Dependency {
    .product(name: module, package: sendableRxIdentity)
}

let package = Package(
    name: "RxSwift",
    platforms: [
        .macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
    ],
    products: [
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "RxTest", targets: ["RxTest"]),
    ],
    dependencies: [
        sendableRxDependency
    ],
    targets: [
        .target(name: "RxSwift", dependencies: [sendableRx("SendableRx")]),
        .target(name: "RxRelay", dependencies: ["RxSwift", sendableRx("SendableRxRelay")]),
        .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay", sendableRx("SendableRxCocoa")]),
        .target(name: "RxBlocking", dependencies: ["RxSwift", sendableRx("SendableRxBlocking")]),
        .target(name: "RxTest", dependencies: ["RxSwift", sendableRx("SendableRxTest")]),
    ],
    swiftLanguageModes: [.v6]
)
