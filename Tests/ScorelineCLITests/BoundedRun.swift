import Foundation
import Glibc

/// Runs the `scoreline` binary with a deadline, for the inputs that used to hang it (a FIFO
/// or a device as the journal). The deadline is a bound on a test that would otherwise never
/// end, not a wait for something to happen: a run that passes returns long before it.
enum BoundedRun {
    struct Outcome {
        var run: ReplayCommandTests.Run
        /// The process was still running at the deadline and was killed.
        var timedOut: Bool
    }

    static func scoreline(_ arguments: [String], stdin: String = "", deadline: TimeInterval = 20) throws -> Outcome {
        let process = Process()
        process.executableURL = ReplayCommandTests.binary
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        // Both pipes are drained while the process runs, so a chatty one never blocks on a
        // full pipe.
        let collected = Collected()
        let readers = DispatchGroup()
        for (pipe, isError) in [(out, false), (err, true)] {
            DispatchQueue.global().async(group: readers) {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isError: isError)
            }
        }
        let timedOut = ended.wait(timeout: .now() + deadline) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
        }
        readers.wait()
        let (output, errors) = collected.both
        return Outcome(
            run: ReplayCommandTests.Run(
                status: process.terminationStatus,
                lines: String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init),
                stderr: String(decoding: errors, as: UTF8.self)),
            timedOut: timedOut)
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var output = Data()
        private var errors = Data()

        func set(_ data: Data, isError: Bool) {
            lock.withLock {
                if isError { errors = data } else { output = data }
            }
        }

        var both: (Data, Data) { lock.withLock { (output, errors) } }
    }
}

/// `scoreline run --input stdin` left running, as the service would be, while a test feeds it
/// lines and reads its log as it comes (every wait reads the log; none is a sleep). The
/// LED matrix and serial board tests build on it.
final class RunningKiosk {
    let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private(set) var log = ""

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = ReplayCommandTests.binary
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
    }

    /// A cricket kiosk drawing to a PNG, for tests that run other commands beside it.
    convenience init(dataDirectory: String, image: String) throws {
        try self.init(["run", "--preset", "demo-cricket", "--input", "stdin", "--data-dir", dataDirectory, "--output", "png:\(image)", "--size", "320x180"])
    }

    var pid: Int32 { process.processIdentifier }

    /// The log's descriptor, for a test that polls it with another (a pseudo-terminal).
    var logDescriptor: Int32 { errors.fileHandleForReading.fileDescriptor }

    /// Adds what was read from `logDescriptor` to the log.
    func appendLog(_ bytes: ArraySlice<UInt8>) {
        log += String(decoding: bytes, as: UTF8.self)
    }

    /// Reads what the log has next (waiting for it); false once the kiosk has ended.
    func readLog() -> Bool {
        let chunk = errors.fileHandleForReading.availableData
        if chunk.isEmpty { return false }
        log += String(decoding: chunk, as: UTF8.self)
        return true
    }

    /// Reads the kiosk's log until it holds `text` (it logs every acknowledged action), or
    /// the kiosk ends.
    @discardableResult
    func waitFor(_ text: String) -> Bool {
        while !log.contains(text) {
            if !readLog() { return false }
        }
        return true
    }

    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Ends the input: the kiosk draws its last frame and exits.
    func stop() -> Int32 {
        try? input.fileHandleForWriting.close()
        log += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus
    }
}
