import MatchEngine
extension GPIOMap {
    /// GPIO lines as typed on a command line, `NAME=button,…` (`GPIO17=plusA,GPIO27=plusB`):
    /// the same line-name → button map a config's `[inputs.gpio] lines` gives, with the same
    /// buttons accepted. A pair without a name or a button, or a button no box has, is refused
    /// by the pair as typed and what is accepted.
    public static func lines(parsing text: String) throws(InputError) -> [String: BoxKey] {
        var out: [String: BoxKey] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).filter { $0 != " " } }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw InputError(GPIOMessages.notALinePair(String(pair)))
            }
            let button = BoxKey(parts[1])
            guard BoxKey.bindable.contains(button) else { throw InputError(GPIOMessages.unknownButton(parts[1], in: String(pair))) }
            out[parts[0]] = button
        }
        return out
    }
}
