import Store

/// A data disk that refuses writes (read-only or full, ADR 046): the last durable board shown
/// read-only with one sentence, and the disk asked again on the clock's ticks until it takes
/// writes, when the kiosk starts as it would have at boot.
extension ScoringSession {
    func waitOut(_ condition: DiskCondition) -> Start {
        show(StorageOutage(condition, store: store))
        if let sentence = condition.sentence(dataDirectory: store.root) { logger.error("\(sentence)") }
        return .readOnly(condition)
    }

    /// Asks the disk again; when it takes writes, the kiosk starts as it would have at boot.
    /// The board shown meanwhile is kept, not folded again: nothing can have changed it.
    func retryDisk() {
        guard var waiting = outage else { return }
        let condition = store.diskCondition()
        guard condition == .writable else {
            waiting.condition = condition
            show(waiting)
            return
        }
        outage = nil
        storageProblem = nil
        do {
            // The data directory's lock before the first write (ADR 043): a kiosk that started
            // on a read-only disk could not take it then (`MatchStore.owned`); nothing when
            // it holds it already.
            try store.takeOwnership()
            _ = try startWritable()
            logger.notice("the data disk takes writes again: scoring resumes")
        } catch {
            // A write refused after all, or a fault that may pass: keep waiting and showing.
            logger.error("\(error)")
            waiting.condition = (error as? StoreError)?.diskCondition ?? waiting.condition
            show(waiting)
        }
    }

    private func show(_ waiting: StorageOutage) {
        outage = waiting
        storageProblem = waiting.line
    }
}
