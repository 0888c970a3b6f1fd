import MatchEngine

/// One raw level change of one physical input, before debouncing. `input` names the physical
/// input uniquely across sources ("gpio:GPIO17", "evdev:/dev/input/event3:79", "term") so two
/// inputs mapped to the same button are debounced separately.
public struct InputEdge: Sendable, Equatable {
    public enum Level: Sendable, Equatable {
        case down, up
        /// A complete press from a source that reports no release (a terminal key): already
        /// clean, so it skips debouncing.
        case tap(BoxPressKind)
    }

    public var input: String
    public var button: BoxKey
    public var level: Level
    public var time: InputInstant

    public init(input: String, button: BoxKey, level: Level, time: InputInstant) {
        self.input = input
        self.button = button
        self.level = level
        self.time = time
    }
}
