extension SportSession {
    /// Whether `action` would be accepted now, without changing anything: the session checks
    /// an action, makes it durable, and only then applies it, so a write the disk refuses
    /// never leaves an applied action behind. It throws exactly what `apply` would.
    public func check(_ action: MatchAction) throws(LineRejection) {
        // A copy: what `apply` would do to it is thrown away. Its history shares storage with
        // the original until the trial append, so the cost is one copy of the action list.
        var trial = self
        try trial.apply(action, at: nil)
    }
}
