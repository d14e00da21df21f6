// SendableRx compatibility scenarios — the list of groups. Each group lives in its own file in this folder and
// returns its scenarios; the names of a group's scenarios start with the group's name and a slash.

/// Every group of scenarios, in transcript order.
func allScenarioGroups() -> [(name: String, scenarios: () -> [Scenario])] {
    [
        ("testObservables", testObservableScenarios),
        ("creation", creationScenarios),
        ("transforming", transformingScenarios),
        ("filtering", filteringScenarios),
        ("combining", combiningScenarios),
        ("higherOrder", higherOrderScenarios),
        ("errorHandling", errorHandlingScenarios),
        ("sharing", sharingScenarios),
        ("subjects", subjectScenarios),
        ("time", timeScenarios),
        ("traits", traitScenarios),
        ("blocking", blockingScenarios),
        ("utility", utilityScenarios),
        ("programs", programScenarios),
        ("cocoa", cocoaScenarios),
        ("async", asyncScenarios),
        ("fuzz", fuzzScenarios),
        ("lifetimes", lifetimeScenarios),
        ("reentrancy", reentrancyScenarios),
        ("cocoaFuzz", cocoaFuzzScenarios),
        ("traitFuzz", traitFuzzScenarios),
        ("disposalOrder", disposalOrderScenarios),
        ("objectModel", { objectModelScenarios() + objectModelCocoaScenarios() }),
        ("signatures", signatureScenarios),
    ]
}
