import FoundationEssentials
import Glibc
import MatchEngine
import Settings
import Store
import TextSafety

/// The data directory: there, writable, room left, and what is in it. Reads only: the
/// journal is checked without the lock and without repair, so it is safe beside a running
/// scoreboard and leaves any damage for the scoreboard's own recovery to set aside.
enum DataSection {
    static let title = "Data directory"
    /// Below this the volunteer is warned: a season of matches is a few megabytes, but a
    /// card that is nearly full is usually full of something else that is still growing.
    static let lowSpaceMB = 100

    static func build(_ env: DoctorEnvironment, configured: String?) throws -> DoctorReport.Section {
        let path = env.dataDirectory ?? configured ?? ScorelineConfig.defaultDataDirectory
        let from = env.dataDirectory != nil ? DoctorMessages.fromOption
            : configured != nil && configured != ScorelineConfig.defaultDataDirectory ? DoctorMessages.fromConfig : DoctorMessages.fromDefault
        var lines: [DoctorReport.Line] = [.info(DoctorMessages.dataDirectory(path, from: from))]
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            lines.append(.essential(DoctorMessages.dataMissing(path), reason: DoctorMessages.dataMissingReason(path)))
            return DoctorReport.Section(title: title, lines: lines)
        }
        guard isDirectory else {
            lines.append(.essential(DoctorMessages.dataNotDirectory(path), reason: DoctorMessages.dataMissingReason(path)))
            return DoctorReport.Section(title: title, lines: lines)
        }
        // The kiosk's own question (ADR 046): a read-only or full disk gets the sentence its
        // board shows, in place of the plainer checks below that would say it again.
        let condition = MatchStore(root: path).diskCondition()
        if let sentence = condition.sentence(dataDirectory: path) {
            lines.append(.essential(sentence, reason: DoctorMessages.diskReason(path, condition == .full)))
        }
        if condition != .readOnly { lines += writability(path) }
        if condition != .full { lines += space(path) }
        lines += contents(path)
        return DoctorReport.Section(title: title, lines: lines)
    }

    /// Creating a file is the only sure test: permissions, a read-only mount, a full disk
    /// and SELinux all show up here the way they would to the journal.
    private static func writability(_ path: String) -> [DoctorReport.Line] {
        let probe = "\(path)/.scoreline-doctor-\(getpid())"
        let fd = open(probe, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let why = String(cString: strerror(errno))
            return [.essential(DoctorMessages.dataNotWritable(path, why: why), reason: DoctorMessages.dataWriteReason(path))]
        }
        close(fd)
        guard unlink(probe) == 0 else { return [.warning(DoctorMessages.leftover(probe))] }
        return [.info(DoctorMessages.writable, detail: true)]
    }

    private static func space(_ path: String) -> [DoctorReport.Line] {
        var fs = statvfs()
        guard statvfs(path, &fs) == 0 else { return [] }
        let mb = Int(UInt64(fs.f_bavail) * UInt64(fs.f_frsize) / 1_048_576)
        return mb < lowSpaceMB ? [.warning(DoctorMessages.lowSpace(mb), detail: true)] : [.info(DoctorMessages.freeSpace(mb), detail: true)]
    }

    private static func contents(_ path: String) -> [DoctorReport.Line] {
        let store = MatchStore(root: path)
        var lines: [DoctorReport.Line] = []
        do {
            lines.append(.info(DoctorMessages.stored(try store.list().count), detail: true))
            lines.append(.info(DoctorMessages.queued(try store.queue().count), detail: true))
            // What is in queue/ but will never start (a hand-made `7.json`): said, not skipped.
            lines += try store.queueProblems().map { .warning($0) }
        } catch {
            lines.append(.warning(error.description))
        }
        // What the scoreboard set aside before stays said until someone deals with it.
        lines += store.setAsideNotes().map { .warning($0) }
        // The same checks the scoreboard makes at start-up, reading only.
        if let planned = store.plannedSetAside() { return lines + [.warning(planned)] }
        guard let id = store.currentMatchId() else { return lines + [.info(DoctorMessages.noCurrentMatch)] }
        let journal = store.journalPath(of: id)
        // Shown on a terminal: escaped, as a hand-edited meta.json may hold an ESC sequence.
        let title = (try? store.meta(of: id).title).map { ShownText.escaped($0) }
        do {
            let health = try Journal.health(journal, files: PosixFileLayer())
            if let sentence = health.sentence {
                let text = DoctorMessages.journalDamaged(records: health.records, lastSeq: health.lastSeq, sentence: sentence)
                lines.append(.warning(DoctorMessages.currentMatch(id, title: title, health: text)))
            } else {
                let text = DoctorMessages.journal(records: health.records, lastSeq: health.lastSeq)
                lines.append(.info(DoctorMessages.currentMatch(id, title: title, health: text)))
                lines += replay(store, id, title: title)
            }
        } catch {
            lines.append(.warning(DoctorMessages.currentMatch(id, title: title, health: error.description)))
        }
        return lines
    }

    /// The current match folded as the kiosk will fold it: a record the rules refuse (a
    /// hand-edited file, a journal an older build wrote with an out-of-range number) is
    /// skipped there, so it is named here; a first record no sport can start means the kiosk
    /// will set the match aside.
    private static func replay(_ store: MatchStore, _ id: String, title: String?) -> [DoctorReport.Line] {
        guard let records = try? store.read(id).records, let first = records.first else { return [] }
        let rest = records.dropFirst().map { (seq: $0.seq, line: Data($0.payload)) }
        do {
            let folded = try SportRegistry.fold(newMatch: Data(first.payload), records: rest, snapshot: nil)
            return folded.refused.map {
                .warning(DoctorMessages.currentMatch(id, title: title, health: DoctorMessages.refusedRecord($0.seq, why: $0.message)))
            }
        } catch {
            return [.warning(DoctorMessages.currentMatch(id, title: title, health: DoctorMessages.unstartable(error.message)))]
        }
    }
}
