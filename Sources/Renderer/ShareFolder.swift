import FoundationEssentials

/// Where the files shipped beside the program are (the fonts, the phone web app's pages): the
/// environment's override, then the folder beside or up to four levels above the executable
/// (a build tree), then the working directory, then a copy by hand in /usr/local and where the
/// package puts them. One list, so every kind of shipped file is found the same way.
public enum ShareFolder {
    public static func candidates(_ name: String, environmentKey: String,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var candidates: [String] = []
        if let override = environment[environmentKey] { candidates.append(override) }
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent(name).path)
            dir.deleteLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/" + name)
        candidates.append("/usr/local/share/scoreline/" + name)  // a copy by hand (deploy/install.sh did before the package)
        candidates.append("/usr/share/scoreline/" + name)
        return candidates
    }
}
