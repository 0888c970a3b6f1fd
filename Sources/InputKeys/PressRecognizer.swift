import MatchEngine

/// Turns raw edges into presses: exactly one `ButtonEvent` per press, none for noise.
///
/// Pure and clock-injected: it never reads a clock. The caller hands it each edge with its
/// kernel timestamp (`handle`) and, when nothing arrives, wakes at `nextDeadline` and calls
/// `advance(to:)`. Deadlines are processed in time order, so the outcome depends only on the
/// edge times, not on when the caller got round to it.
///
/// Debouncing waits for a level to hold for `debounce`: a burst of bounces counts once, a
/// spike shorter than `debounce` not at all. This costs `debounce` of latency (20 ms, well
/// under a frame pair) and in return a spike can never score.
public struct PressRecognizer: Sendable {
    public let config: RecognizerConfig

    private struct Input: Sendable {
        var button: BoxKey
        var raw = false
        var rawChangedAt = InputInstant(nanoseconds: 0)
        var stable = false
        var downAt = InputInstant(nanoseconds: 0)
        /// A long press, combo or repeat already spoke for this press: its release says nothing.
        var consumed = false
        /// Held together with a combo partner; the combo's start time.
        var comboSince: InputInstant?
        var comboIndex: Int?
        var nextRepeat: InputInstant?
    }

    private var inputs: [String: Input] = [:]

    public init(config: RecognizerConfig = .standard) {
        self.config = config
    }

    /// Reports what `edge` (and every deadline before it) completes.
    public mutating func handle(_ edge: InputEdge) -> [ButtonEvent] {
        var out = advance(to: edge.time)
        switch edge.level {
        case .tap(let kind):
            out.append(ButtonEvent(edge.button, kind, at: edge.time))
        case .down, .up:
            let level = edge.level == .down
            var input = inputs[edge.input] ?? Input(button: edge.button)
            input.button = edge.button
            if input.raw != level {
                input.raw = level
                input.rawChangedAt = edge.time
            }
            inputs[edge.input] = input
        }
        return out
    }

    /// Reports every press whose deadline is at or before `now`.
    public mutating func advance(to now: InputInstant) -> [ButtonEvent] {
        var out: [ButtonEvent] = []
        // Each step moves one deadline forward or clears it, so this ends.
        while let (key, deadline, kind) = earliestDeadline(), deadline <= now {
            fire(kind, of: key, at: deadline, into: &out)
        }
        return out
    }

    /// When `advance` next has something to do, or `nil` while nothing is pending.
    public var nextDeadline: InputInstant? { earliestDeadline()?.1 }

    /// Whether any input is held (debounced) right now.
    public var anyHeld: Bool { inputs.values.contains { $0.stable } }

    private enum Deadline { case settle, long, combo, repeatStep }

    private func earliestDeadline() -> (String, InputInstant, Deadline)? {
        var best: (String, InputInstant, Deadline)?
        func consider(_ key: String, _ t: InputInstant, _ d: Deadline) {
            if let b = best, (b.1, b.0) <= (t, key) { return }
            best = (key, t, d)
        }
        for (key, input) in inputs {
            if input.raw != input.stable { consider(key, input.rawChangedAt + config.debounce, .settle) }
            guard input.stable, !input.consumed else { continue }
            if let since = input.comboSince, let i = input.comboIndex {
                consider(key, since + config.combos[i].hold, .combo)
            } else if let long = config.longPress[input.button] {
                consider(key, input.downAt + long, .long)
            }
            if let next = input.nextRepeat { consider(key, next, .repeatStep) }
        }
        return best
    }

    private mutating func fire(_ deadline: Deadline, of key: String, at t: InputInstant, into out: inout [ButtonEvent]) {
        guard var input = inputs[key] else { return }
        switch deadline {
        case .settle:
            input.stable = input.raw
            inputs[key] = input
            if input.stable { pressed(key, at: input.rawChangedAt, into: &out) } else { released(key, into: &out) }
        case .long:
            input.consumed = true
            inputs[key] = input
            out.append(ButtonEvent(input.button, .long, at: t))
        case .combo:
            guard let i = input.comboIndex else { return }
            let combo = config.combos[i]
            for (k, var other) in inputs where other.comboIndex == i && other.stable {
                other.consumed = true
                other.comboSince = nil
                other.nextRepeat = nil
                inputs[k] = other
            }
            out.append(ButtonEvent(combo.emits, .press, at: t))
        case .repeatStep:
            guard let r = config.autoRepeat[input.button] else { return }
            input.nextRepeat = t + r.interval
            inputs[key] = input
            out.append(ButtonEvent(input.button, .repeat, at: t))
        }
    }

    private mutating func pressed(_ key: String, at t: InputInstant, into out: inout [ButtonEvent]) {
        guard var input = inputs[key] else { return }
        input.downAt = t
        input.consumed = false
        input.comboSince = nil
        input.comboIndex = nil
        input.nextRepeat = nil
        // A partner already held (and not spent) turns both into a combo in progress.
        for (partner, combo) in config.combo(with: input.button) {
            guard let (partnerKey, held) = inputs.first(where: { $0.key != key && $0.value.button == partner && $0.value.stable && !$0.value.consumed }),
                let index = config.combos.firstIndex(of: combo)
            else { continue }
            input.comboSince = t
            input.comboIndex = index
            var p = held
            p.comboSince = t
            p.comboIndex = index
            p.nextRepeat = nil
            inputs[partnerKey] = p
            break
        }
        inputs[key] = input
        if input.comboIndex != nil { return }
        if let r = config.autoRepeat[input.button] {
            inputs[key]?.nextRepeat = t + r.delay
            out.append(ButtonEvent(input.button, .press, at: t))
        } else if !waitsForRelease(input.button) {
            out.append(ButtonEvent(input.button, .press, at: t))
        }
    }

    private mutating func released(_ key: String, into out: inout [ButtonEvent]) {
        guard var input = inputs[key] else { return }
        defer { inputs[key] = input }
        let wasCombo = input.comboIndex
        input.comboSince = nil
        input.comboIndex = nil
        input.nextRepeat = nil
        if input.consumed { return }
        if let i = wasCombo {
            // Let go before the combo time: two buttons at once is ambiguous (which side won
            // the rally?), so neither counts. The partner's release says nothing either.
            for (k, var other) in inputs where k != key && other.comboIndex == i {
                other.consumed = true
                other.comboSince = nil
                other.comboIndex = nil
                inputs[k] = other
            }
            return
        }
        if config.autoRepeat[input.button] == nil, waitsForRelease(input.button) {
            out.append(ButtonEvent(input.button, .press, at: input.rawChangedAt))
        }
    }

    /// A button that has a long press or a combo cannot know what a press is until it ends or
    /// outlasts the hold time, so its short press is reported on release.
    private func waitsForRelease(_ button: BoxKey) -> Bool {
        config.longPress[button] != nil || !config.combo(with: button).isEmpty
    }
}
