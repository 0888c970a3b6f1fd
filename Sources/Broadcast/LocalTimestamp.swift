import MatchEngine
#if canImport(Glibc)
import Glibc
#endif

/// The follower's clock for its notices ("Scorer offline since 14:02"): the machine's local
/// time with its offset, so the HH:MM in the text is the hall's, not UTC's.
public enum LocalTimestamp {
    public static func now() -> Timestamp? {
        var seconds = time(nil)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return nil }
        return make(parts)
    }

    static func make(_ p: tm) -> Timestamp? {
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let offset = Int(p.tm_gmtoff)
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        let zone = "\(sign)\(two(Int32(minutes / 60))):\(two(Int32(minutes % 60)))"
        let text = "\(p.tm_year + 1900)-\(two(p.tm_mon + 1))-\(two(p.tm_mday))T\(two(p.tm_hour)):\(two(p.tm_min)):\(two(p.tm_sec))\(zone)"
        return Timestamp(text)
    }
}
