extension MatchStore {
    /// Whether the data directory's disk takes writes now (ADR 046), asked without writing:
    /// the kiosk asks at start and every few seconds while it cannot score, `doctor` once.
    public func diskCondition() -> DiskCondition { files.condition(of: root) }
}
