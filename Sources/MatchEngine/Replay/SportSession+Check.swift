extension SportSession {
    /// Whether `action` would be accepted now, without changing anything: the session checks
    /// an action, makes it durable, and only then applies it, so a write the disk refuses
    /// never leaves an applied action behind. It throws what `apply` would, and refuses a name
    /// holding a control character, which a journal line may still carry from an older build
    /// but a scorer may not enter now (ADR 046).
    /// - Returns: the action as the match keeps it (names cleaned), the one to write.
    @discardableResult
    public func check(_ action: MatchAction) throws(LineRejection) -> MatchAction {
        if let refusal = action.nameRefusal { throw refusal }
        let admitted = action.admitted
        try checkAdmitted(admitted)
        return admitted
    }

    /// The check on a copy, for a sport with no check of its own: what `apply` does to the
    /// copy is thrown away. The copy's history shares storage with the original until the
    /// trial append, which then copies the whole action list; the sports here check against
    /// their state instead (`MatchHistory.check`).
    public func checkAdmitted(_ action: MatchAction) throws(LineRejection) {
        var trial = self
        try trial.apply(action, at: nil)
    }
}
