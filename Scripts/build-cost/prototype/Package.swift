// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "Proto", targets: [
  .target(name: "Lib", swiftSettings: [.swiftLanguageMode(.v5)]),
  .executableTarget(name: "App", dependencies: ["Lib"], swiftSettings: [.swiftLanguageMode(.v5)]),
])
