import FoundationEssentials

/// The season portal's output folder (`scoreline portal --out`): made when missing; refused
/// when it holds files that are not a portal's, so a mistyped `--out ~` never scatters pages
/// among someone's documents.
public struct SiteFolder {
    public let path: String

    public init(path: String) { self.path = path }

    /// Why the site was not written: one sentence naming the folder or file.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// A file copied into the site byte for byte (a picture, ADR 056): its name there, and its path now.
    public struct Copy: Sendable, Equatable {
        public let name: String
        public let from: String

        public init(name: String, from: String) {
            self.name = name
            self.from = from
        }
    }

    /// Writes each (name, bytes) into the folder, and copies each of `copying` beside them,
    /// after the checks above; a refusal names the folder or file and what to do.
    public func write(_ files: [(name: String, bytes: [UInt8])], copying: [Copy] = []) throws(Refusal) {
        let fm = FileManager.default
        if fm.fileExists(atPath: path) {
            guard let present = try? fm.contentsOfDirectory(atPath: path) else { throw Refusal(SiteFolderMessages.notAFolder(path)) }
            if !present.isEmpty && !present.contains("portal.css") {
                throw Refusal(SiteFolderMessages.folderInUse(path))
            }
            // Pages of an earlier build that this one does not write (a match since deleted)
            // would leave dead links behind: they go.
            let names = Set(files.map(\.name))
            for name in present where name.hasSuffix(".html") && !names.contains(name) {
                try? fm.removeItem(atPath: path + "/" + name)
            }
        } else {
            do {
                try fm.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw Refusal(SiteFolderMessages.cannotWrite(path, why: "\(error)"))
            }
        }
        for copy in copying {
            // One at a time (a season's photos need not all be in memory at once); one that
            // went meanwhile is named.
            let target = path + "/" + copy.name
            guard let data = fm.contents(atPath: copy.from) else { throw Refusal(SiteFolderMessages.cannotWrite(target, why: SiteFolderMessages.pictureUnreadable(copy.from))) }
            do {
                try data.write(to: URL(fileURLWithPath: target))
            } catch {
                throw Refusal(SiteFolderMessages.cannotWrite(target, why: "\(error)"))
            }
        }
        for file in files {
            let target = path + "/" + file.name
            // Written in place, not through a temporary file each: a page cut short by a power
            // cut is rewritten whole by the next build, and the site is only ever a copy.
            do {
                try Data(file.bytes).write(to: URL(fileURLWithPath: target))
            } catch {
                throw Refusal(SiteFolderMessages.cannotWrite(target, why: "\(error)"))
            }
        }
    }
}
