import FoundationEssentials
import Hummingbird
import Images
import NIOPosix
import RemoteProtocol
import Store
import Synchronization

/// Pictures from the phone (issue 41, ADR 056): a player's photo and a team's logo from the
/// roster page, a match's photos from its page, and the stored files served back. An upload is
/// the picture's bytes as the body (the page has shrunk it to 1,024 px), its file's own name in
/// `X-Scoreline-File-Name`. Every limit is checked before the next step and every refusal is a
/// sentence: this phone's rate of uploads, the body's size (from `Content-Length` before a byte
/// is read; `ScorerGate` leaves these bodies to the route), how many decode at once, then the
/// `Images` pipeline's own limits, on a thread of NIO's blocking pool (never the session's: a
/// decode may take seconds). Only the normalised picture reaches the session's thread, where it
/// is stored and then referenced (the roster's write path, one writer).
enum PictureRoutes {
    /// An upload's body: a page's 1,024 px JPEG is 100–400 KB and a logo's PNG at most about
    /// 4 MB; a camera's original is not meant to come this way (the page shrinks it).
    static let maxUpload = 8 << 20
    /// The header an upload names its file in, percent-encoded (a header is Latin-1).
    static let fileNameHeader = "X-Scoreline-File-Name"
    /// Decodes at once, every phone together: a Pi has four cores and the session needs one.
    static let maxDecoding = 2
    static let decoding = Mutex(0)

    static func isUpload(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 4, parts[0].isEmpty else { return false }
        if parts.count == 4 { return parts[1] == "matches" && parts[3] == "photos" }
        return parts.count == 5 && parts[1] == "roster"
            && ((parts[2] == "players" && parts[4] == "photo") || (parts[2] == "teams" && parts[4] == "logo"))
    }

    static func register(on router: Router<RemoteContext>, app: RemoteApp) {
        router.post("/roster/players/:id/photo") { request, context in
            await rosterPicture(request, context, app, kind: .headshot)
        }
        router.post("/roster/teams/:id/logo") { request, context in
            await rosterPicture(request, context, app, kind: .logo)
        }
        router.post("/roster/players/:id/photo/clear") { request, context in
            await clearPicture(request, context, app)
        }
        router.post("/roster/teams/:id/logo/clear") { request, context in
            await clearPicture(request, context, app)
        }
        router.post("/matches/:id/photos") { request, context in
            guard let id = MatchRoutes.matchId(context) else { return RecordsReply.error(.notFound, MatchPagesMessages.badId) }
            return await upload(request, context, app) { bytes, name async throws(MatchEditRefusal) -> Done in
                let photo = try await decode(name) { () throws(ImageRefusal) in try MatchPhoto.normalise(bytes, name: name) }
                let (stored, count) = try await MatchRoutes.run(app) { desk in
                    do throws(StoreError) {
                        let added = try desk.store.addPhoto(photo.name, bytes: photo.bytes, to: id)
                        return .success((added, try desk.store.photos(of: id).count))
                    } catch {
                        if case StoreError.notFound = error { return .failure(MatchEditRefusal(404, MatchPagesMessages.noSuchMatch(id))) }
                        return .failure(MatchEditRefusal(409, PictureMessages.notStored(error.description)))
                    }
                }
                return Done(message: stored ? PictureMessages.photoAdded(count) : PictureMessages.photoThere, stored: photo.name)
            }
        }
        router.get("/images/:name") { _, context in
            // The roster's pictures are the roster's: a scorer's only, as the roster page is.
            if let refused = RecordsReply.needsScorer(context) { return refused }
            guard let name = context.parameters.get("name"), ImageReference.isValid(name) else { return notFound }
            guard let bytes = await app.gate.read({ desk in (try? ImageStore(root: desk.store.root).read(name)) ?? nil }) else { return RecordsReply.busy }
            return bytes.map { image($0, name: name) } ?? notFound
        }
        router.get("/matches/:id/photos/:name") { _, context in
            guard let id = MatchRoutes.matchId(context), let name = context.parameters.get("name"), MatchStore.isPhotoFileName(name) else { return notFound }
            guard let bytes = await app.gate.read({ desk in (try? desk.store.readPhoto(name, of: id)) ?? nil }) else { return RecordsReply.busy }
            return bytes.map { image($0, name: name) } ?? notFound
        }
    }

    struct Done: Encodable {
        var done = true
        /// What happened, a sentence the page shows as it is.
        var message: String
        /// The stored file's name.
        var stored: String?
    }

    private static func rosterPicture(_ request: Request, _ context: RemoteContext, _ app: RemoteApp, kind: ImageKind) async -> Response {
        let id = context.parameters.get("id") ?? ""
        return await upload(request, context, app) { bytes, name async throws(MatchEditRefusal) -> Done in
            let image = try await decode(name) { () throws(ImageRefusal) in try ImagePipeline.normalise(bytes, name: name, kind: kind) }
            let said = try await MatchRoutes.run(app) { desk in
                do {
                    _ = try RosterPictures(root: desk.store.root).set(id, image: image)
                    let roster = try RosterFile(store: desk.store).read()
                    let who = roster.player(id)?.name ?? roster.teams.first { $0.id == id }?.name ?? id
                    return .success(kind == .headshot ? PictureMessages.photoSet(who) : PictureMessages.logoSet(who))
                } catch let error as RosterPictureError {
                    if case .roster = error { return .failure(MatchEditRefusal(404, PictureMessages.noEntry(id, kind: kind))) }
                    return .failure(MatchEditRefusal(409, PictureMessages.notStored(error.description)))
                } catch {
                    return .failure(MatchEditRefusal(409, PictureMessages.notStored("\(error)")))
                }
            }
            return Done(message: said, stored: image.name)
        }
    }

    private static func clearPicture(_ request: Request, _ context: RemoteContext, _ app: RemoteApp) async -> Response {
        if let refused = RecordsReply.needsScorer(context) { return refused }
        let id = context.parameters.get("id") ?? ""
        do throws(MatchEditRefusal) {
            _ = try await RecordsReply.body(request).get()
            let said = try await MatchRoutes.run(app) { desk in
                do throws(RosterPictureError) {
                    _ = try RosterPictures(root: desk.store.root).clear(id)
                    return .success(PictureMessages.cleared)
                } catch {
                    if case RosterPictureError.roster = error { return .failure(MatchEditRefusal(404, PictureMessages.noEntry(id, kind: nil))) }
                    return .failure(MatchEditRefusal(409, PictureMessages.notStored(error.description)))
                }
            }
            return RecordsReply.json(Done(message: said))
        } catch {
            return RecordsReply.refusal(error)
        }
    }

    /// An upload's common steps: a scorer, this phone's rate, the body at most `maxUpload`,
    /// the file's name decoded, then `job`; any refusal is its JSON sentence.
    private static func upload(
        _ request: Request, _ context: RemoteContext, _ app: RemoteApp, _ job: ([UInt8], String?) async throws(MatchEditRefusal) -> Done
    ) async -> Response {
        guard let scorer = context.scorer else { return RecordsReply.error(.unauthorized, MatchPagesMessages.needsScorer) }
        if let wait = app.security.uploads.take(scorer.tokenId) {
            return RecordsReply.error(.tooManyRequests, PictureMessages.tooMany(burst: Int(app.security.uploads.burst), every: 1 / app.security.uploads.rate, wait: wait))
        }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > maxUpload {
            return RecordsReply.error(.contentTooLarge, PictureMessages.tooLarge(length, limit: maxUpload))
        }
        let bytes: [UInt8]
        do {
            bytes = Array(try await request.body.collect(upTo: maxUpload).readableBytesView)
        } catch {
            return RecordsReply.error(.contentTooLarge, PictureMessages.tooLarge(nil, limit: maxUpload))
        }
        let raw = request.headers.first { $0.name.canonicalName == fileNameHeader.lowercased() }?.value
        let name = raw.map { RecordsPath.decode($0) ?? $0 }
        do throws(MatchEditRefusal) {
            return RecordsReply.json(try await job(bytes, name))
        } catch {
            return RecordsReply.refusal(error)
        }
    }

    /// The pipeline on NIO's blocking pool, at most `maxDecoding` at once; a refusal is the
    /// pipeline's own sentence (422: the file is not one this scoreboard takes).
    private static func decode<T: Sendable>(_ name: String?, _ work: @escaping @Sendable () throws(ImageRefusal) -> T) async throws(MatchEditRefusal) -> T {
        let admitted = decoding.withLock { count -> Bool in
            guard count < maxDecoding else { return false }
            count += 1
            return true
        }
        guard admitted else { throw MatchEditRefusal(503, PictureMessages.decodersBusy(maxDecoding)) }
        defer { decoding.withLock { $0 -= 1 } }
        let result: Result<T, ImageRefusal>
        do {
            result = try await NIOThreadPool.singleton.runIfActive { () -> Result<T, ImageRefusal> in
                do throws(ImageRefusal) { return .success(try work()) } catch { return .failure(error) }
            }
        } catch {
            throw MatchEditRefusal(503, RemoteMessages.busy)
        }
        switch result {
        case .success(let value): return value
        case .failure(let refusal): throw MatchEditRefusal(422, refusal.sentence(name: name))
        }
    }

    /// A stored picture: named by its content, so it never changes under its address.
    private static func image(_ bytes: [UInt8], name: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = name.hasSuffix(".png") ? "image/png" : "image/jpeg"
        headers[.cacheControl] = "private, max-age=31536000, immutable"
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    private static var notFound: Response { RecordsReply.error(.notFound, PictureMessages.noSuchPicture) }
}
