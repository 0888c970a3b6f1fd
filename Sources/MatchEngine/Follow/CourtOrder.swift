/// The order courts are shown in: by name, runs of digits compared as numbers, so court 2
/// comes before court 10 and "A2" before "A10".
enum CourtOrder {
    static func precedes(_ a: String, _ b: String) -> Bool {
        let x = chunks(a), y = chunks(b)
        for (p, q) in zip(x, y) where p != q {
            switch (p, q) {
            case (.number(let m, let mText), .number(let n, let nText)):
                // Equal values ("2" and "02"): the shorter writing first, so the order is total.
                return m != n ? m < n : mText.count < nText.count
            case (.number, .text): return true
            case (.text, .number): return false
            case (.text(let s), .text(let t)): return s < t
            }
        }
        return x.count != y.count ? x.count < y.count : a < b
    }

    private enum Chunk: Equatable {
        /// The value, saturated for absurdly long digit runs, and the digits as written.
        case number(Int, String)
        case text(String)
    }

    private static func chunks(_ name: String) -> [Chunk] {
        var out: [Chunk] = []
        var current = ""
        var digits = false
        func flush() {
            guard !current.isEmpty else { return }
            if digits {
                let value = current.utf8.reduce(0) { value, d in
                    let (times, o1) = value.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times.addingReportingOverflow(Int(d - 48))
                    return o1 || o2 ? Int.max : sum
                }
                out.append(.number(value, current))
            } else {
                out.append(.text(current))
            }
            current = ""
        }
        for ch in name {
            let isDigit = ch.isASCII && ch.isNumber
            if isDigit != digits { flush() }
            digits = isDigit
            current.append(ch)
        }
        flush()
        return out
    }
}
