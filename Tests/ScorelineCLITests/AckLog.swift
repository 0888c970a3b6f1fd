import Foundation

/// What a kiosk under test has said on its log pipe, read until it has acknowledged a number of
/// records: the SIGKILL tests kill it right after, at a point the kiosk chose, not a sleep.
enum AckLog {
    /// Reads `pipe` until `ack seq=` has appeared `target` times or the pipe ends.
    static func read(_ pipe: Pipe, untilAcks target: Int) -> String {
        var log = ""
        while log.components(separatedBy: "ack seq=").count - 1 < target {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            log += String(decoding: chunk, as: UTF8.self)
        }
        return log
    }
}
