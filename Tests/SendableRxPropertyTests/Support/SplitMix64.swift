// SendableRx tests — a small seeded pseudo-random generator, so every property case can be replayed.

/// SplitMix64 (Steele, Lea & Flood): a 64-bit state advanced by a constant and scrambled on output.
///
/// Deliberately not a `RandomNumberGenerator`: the standard library's `random(in:using:)` algorithms may change
/// between toolchains, and a recorded seed must keep producing the same case. Every draw goes through the
/// helpers below.
struct SplitMix64 {
    private(set) var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` (the modulo bias is irrelevant for test-case generation).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound + Int(next() % span)
    }

    /// `true` with probability `percent` / 100.
    mutating func percent(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    /// `true` or `false`, evenly.
    mutating func bool() -> Bool {
        next() & 1 == 1
    }

    /// One of `choices`, evenly.
    mutating func pick<Value>(_ choices: [Value]) -> Value {
        choices[int(0...(choices.count - 1))]
    }

    /// The seed of case `index` of a run whose base seed is `base`: a scrambled mix, so neighbouring cases
    /// are unrelated.
    static func caseSeed(base: UInt64, index: Int) -> UInt64 {
        var generator = SplitMix64(seed: base ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }

    /// A stable 64-bit hash (FNV-1a) of `name`, used as the default base seed of a property.
    static func fnv1a(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
