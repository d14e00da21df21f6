// Prints the transcript of every compatibility scenario (Tests/RxSwiftCompatibilityTests): `## name`, then the
// scenario's lines. Built by run.sh once against RxSwift and once against SendableRx.

let filter = CommandLine.arguments.dropFirst().first
for group in allScenarioGroups() {
    for scenario in group.scenarios() where filter.map({ scenario.name.contains($0) }) ?? true {
        let log = Log()
        scenario.run(log)
        print("## \(scenario.name)")
        for line in log.lines {
            print(line)
        }
    }
}
