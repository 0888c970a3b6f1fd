import MatchEngine

/// Timing of press recognition, decoded from the config's `[inputs]` table.
public struct RecognizerConfig: Sendable, Equatable, Codable {
    /// A level must hold this long before it counts: contacts bounce for a few milliseconds
    /// and long wires pick up spikes shorter than a millisecond.
    public var debounce: InputDuration
    /// Buttons with a long press; their short press is reported on release.
    public var longPress: [BoxKey: InputDuration]
    /// Buttons that repeat while held (press at once, then every `interval` after `delay`).
    public var autoRepeat: [BoxKey: AutoRepeat]
    /// Two buttons held together for `hold` report `emits` instead of either button.
    public var combos: [Combo]

    public struct AutoRepeat: Sendable, Equatable, Codable {
        public var delay: InputDuration
        public var interval: InputDuration
        public init(delay: InputDuration, interval: InputDuration) {
            self.delay = delay
            self.interval = interval
        }
    }

    public struct Combo: Sendable, Equatable, Codable {
        public var buttons: [BoxKey]
        public var hold: InputDuration
        public var emits: BoxKey
        public init(_ first: BoxKey, _ second: BoxKey, hold: InputDuration, emits: BoxKey) {
            buttons = [first, second]
            self.hold = hold
            self.emits = emits
        }
    }

    public init(
        debounce: InputDuration = .milliseconds(20), longPress: [BoxKey: InputDuration] = [:],
        autoRepeat: [BoxKey: AutoRepeat] = [:], combos: [Combo] = []
    ) {
        self.debounce = debounce
        self.longPress = longPress
        self.autoRepeat = autoRepeat
        self.combos = combos
    }

    /// Defaults for every box: hold Undo, Wicket, Advance, Penalty (to the fielding side) or
    /// the house penalty key (P10) for a long press; hold +A and +B three seconds to start the
    /// next game, −A and −B two seconds to pause or resume, Undo and Advance two seconds to
    /// step the panel's brightness (a six-button box has no line
    /// left, and no single-button hold is free: see docs/inputs.md). Two seconds, not three:
    /// a pause changes no score and the same hold takes it back.
    public static let standard = RecognizerConfig(
        longPress: [
            .undo: .milliseconds(800), .wicket: .milliseconds(800), .advance: .milliseconds(800),
            .penalty: .milliseconds(800), .housePenalty: .milliseconds(800),
        ],
        combos: [
            Combo(.plusA, .plusB, hold: .milliseconds(3000), emits: .startNext),
            Combo(.minusA, .minusB, hold: .milliseconds(2000), emits: .pause),
            // Undo and Advance are on every box and already wait for release (long presses).
            Combo(.undo, .advance, hold: .milliseconds(2000), emits: .brightness),
        ])

    /// The partner of `button` in a combo, with that combo.
    func combo(with button: BoxKey) -> [(partner: BoxKey, combo: Combo)] {
        combos.compactMap { c in
            guard c.buttons.count == 2, c.buttons.contains(button) else { return nil }
            let partner = c.buttons[0] == button ? c.buttons[1] : c.buttons[0]
            return (partner, c)
        }
    }
}
