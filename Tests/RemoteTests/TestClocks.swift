import Foundation
import Store
import Synchronization
@testable import Remote

/// Time moved by hand: the pairing rules and the token book read nothing else.
final class ManualSeconds: SecondsClock {
    private let now = Mutex(1000.0)
    func seconds() -> Double { now.withLock { $0 } }
    func advance(_ seconds: Double) { now.withLock { $0 += seconds } }
}

final class ManualWall: WallClock {
    private let date = Mutex(Date(timeIntervalSince1970: 1_780_000_000))
    func now() -> Date { date.withLock { $0 } }
    func advance(_ seconds: Double) { date.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// A fresh directory for one test.
func temporaryDirectory() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-sec-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
