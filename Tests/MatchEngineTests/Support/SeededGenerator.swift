import Deterministic

/// The tests' name for the shared deterministic generator.
typealias SeededGenerator = SplitMix64
