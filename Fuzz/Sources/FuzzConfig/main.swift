import FuzzSupport
import Settings

// The config reader (TOML → ScorelineConfig, presets through the engine): any text gets a
// config or problems, and a problem with the file as a whole names its line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: fuzzInput(data, count), as: UTF8.self)
    do throws(ConfigLoader.Failure) {
        _ = try ConfigLoader.parse(text, file: "fuzz.toml")
    } catch {
        if error.problems.isEmpty { finding("a config was refused with no problem named") }
        for problem in error.problems where problem.message.isEmpty || (problem.key.isEmpty && !problem.message.hasPrefix("line ")) {
            finding("a config problem names neither a key nor a line: \(problem.message)")
        }
    }
    return 0
}
