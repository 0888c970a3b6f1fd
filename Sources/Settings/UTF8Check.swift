/// Where bytes stop being UTF-8: a config is checked whole before it is parsed, since
/// decoding with replacement would turn a name into "\u{FFFD}" silently (issue 39).
enum UTF8Check {
    /// The first invalid sequence's byte offset (from 0) and line (from 1), or nil.
    static func firstInvalid(in bytes: [UInt8]) -> (offset: Int, line: Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1, scalar.first == UInt8(ascii: "\n") { line += 1 }
                offset += scalar.count
            case .emptyInput:
                return nil
            case .error:
                return (offset, line)
            }
        }
    }
}
