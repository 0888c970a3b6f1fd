import Store

/// A player's photo and a team's logo in the roster: the picture through the pipeline, stored
/// in `images/`, then the roster rewritten with its reference (the roster keeps names only).
/// The image is durable before the roster names it, so a power cut between the two leaves an
/// unreferenced file, never a reference to nothing.
public struct RosterPictures: Sendable {
    private let rosterFile: RosterFile
    private let images: ImageStore
    private let limits: ImageLimits

    public init(root: String, files: any FileLayer = PosixFileLayer(), limits: ImageLimits = .standard) {
        rosterFile = RosterFile(root: root, files: files)
        images = ImageStore(root: root, files: files)
        self.limits = limits
    }

    /// Sets the picture of `id` (a player's photo for "p…", a team's logo for "t…") from the
    /// file's bytes; `name` is the file's own name, for the sentences. Returns what was done.
    public func set(_ id: String, bytes: [UInt8], name: String?) throws(RosterPictureError) -> String {
        var roster = try readRoster()
        if let index = roster.players.firstIndex(where: { $0.id == id }) {
            let image = try normalise(bytes, name: name, kind: .headshot)
            let stored = try storeImage(image)
            roster.players[index].photo = stored
            try writeRoster(roster)
            return ImagesMessages.set(ImagesMessages.photo, of: roster.players[index].name, stored: stored)
        }
        if let index = roster.teams.firstIndex(where: { $0.id == id }) {
            let image = try normalise(bytes, name: name, kind: .logo)
            let stored = try storeImage(image)
            roster.teams[index].logo = stored
            try writeRoster(roster)
            return ImagesMessages.set(ImagesMessages.logo, of: roster.teams[index].name, stored: stored)
        }
        throw .roster(ImagesMessages.noSuchEntry(id, roster: rosterFile.path))
    }

    /// Sets a picture already normalised (the phone's upload, decoded off the session's
    /// thread): a headshot to a player "p…", a logo to a team "t…"; the image stored first,
    /// then the roster's reference. A kind that is not the entry's is refused.
    public func set(_ id: String, image: NormalisedImage) throws(RosterPictureError) -> String {
        var roster = try readRoster()
        if let index = roster.players.firstIndex(where: { $0.id == id }), image.kind == .headshot {
            roster.players[index].photo = try storeImage(image)
            try writeRoster(roster)
            return ImagesMessages.set(ImagesMessages.photo, of: roster.players[index].name, stored: image.name)
        }
        if let index = roster.teams.firstIndex(where: { $0.id == id }), image.kind == .logo {
            roster.teams[index].logo = try storeImage(image)
            try writeRoster(roster)
            return ImagesMessages.set(ImagesMessages.logo, of: roster.teams[index].name, stored: image.name)
        }
        throw .roster(ImagesMessages.noSuchEntry(id, roster: rosterFile.path))
    }

    /// Clears the reference; the file stays (a backup, or another entry, may share it).
    public func clear(_ id: String) throws(RosterPictureError) -> String {
        var roster = try readRoster()
        if let index = roster.players.firstIndex(where: { $0.id == id }) {
            let player = roster.players[index]
            guard player.photo != nil else { return ImagesMessages.nothingToClear(ImagesMessages.photo, of: player.name) }
            roster.players[index].photo = nil
            try writeRoster(roster)
            return ImagesMessages.cleared(ImagesMessages.photo, of: player.name)
        }
        if let index = roster.teams.firstIndex(where: { $0.id == id }) {
            let team = roster.teams[index]
            guard team.logo != nil else { return ImagesMessages.nothingToClear(ImagesMessages.logo, of: team.name) }
            roster.teams[index].logo = nil
            try writeRoster(roster)
            return ImagesMessages.cleared(ImagesMessages.logo, of: team.name)
        }
        throw .roster(ImagesMessages.noSuchEntry(id, roster: rosterFile.path))
    }

    private func normalise(_ bytes: [UInt8], name: String?, kind: ImageKind) throws(RosterPictureError) -> NormalisedImage {
        do { return try ImagePipeline.normalise(bytes, name: name, kind: kind, limits: limits) } catch { throw .refused(error, name: name) }
    }

    private func storeImage(_ image: NormalisedImage) throws(RosterPictureError) -> String {
        do { return try images.store(image) } catch { throw .store(error) }
    }

    private func readRoster() throws(RosterPictureError) -> Roster {
        do { return try rosterFile.read() } catch { throw .store(error) }
    }

    private func writeRoster(_ roster: Roster) throws(RosterPictureError) {
        do { try rosterFile.write(roster) } catch { throw .store(error) }
    }
}

/// Why a roster picture was not set: the image refused (its sentence), the store failing, or
/// no such player or team.
public enum RosterPictureError: Error, CustomStringConvertible {
    case refused(ImageRefusal, name: String?)
    case store(StoreError)
    case roster(String)

    public var description: String {
        switch self {
        case .refused(let refusal, let name): refusal.sentence(name: name)
        case .store(let error): error.description
        case .roster(let sentence): sentence
        }
    }
}

extension RosterPictures {
    /// `scoreline roster photo ACTION ID [FILE]`: the file read as every command reads a file a
    /// person names (a regular file, its size checked before a byte is read), its own name (not
    /// the path) checked and shown.
    public func run(_ action: String, id: String, file: String?) throws(RosterPictureError) -> String {
        switch (action, file) {
        case ("set", let file?):
            let bytes: [UInt8]
            do { bytes = try InputFile(what: ImagesMessages.pictureFile, limit: limits.maxBytes).read(file) } catch { throw .store(error) }
            let name = file.split(separator: "/").last.map(String.init) ?? file
            return try set(id, bytes: bytes, name: name)
        case ("clear", nil):
            return try clear(id)
        default:
            throw .roster(ImagesMessages.usage(action))
        }
    }
}
