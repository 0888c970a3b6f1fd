/// What `feed render` says about its file.
enum FeedReplayMessages {
    static func unreadable(_ path: String) -> String { "Cannot read \(path): no such file, or no permission to read it." }
    static func skipped(_ path: String, _ records: [Int]) -> String {
        "\(path): records \(records.map(String.init).joined(separator: ", ")) could not be read and were skipped"
    }
    static func ignored(_ path: String, line: Int, _ why: String) -> String { "\(path) line \(line) was ignored: \(why)" }
}
