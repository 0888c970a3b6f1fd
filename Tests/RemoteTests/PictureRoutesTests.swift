import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Store
import Testing
@testable import Images
@testable import Remote

/// Pictures from the phone (ADR 056) against a real data directory and a session thread: the
/// roster's photo and logo, a match's photos, each refusal a sentence naming its limit, and
/// the stored files served back byte for byte.
@Suite(.serialized, .timeLimit(.minutes(1))) struct PictureRoutesTests {
    static func text(_ response: TestResponse) -> String { String(buffer: response.body) }

    static func answer(_ response: TestResponse) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any] ?? [:]
    }

    /// A JPEG of `width` x `height`, top half red, bottom half blue, by the same encoder the
    /// kiosk stores with.
    static func jpeg(width: Int = 600, height: Int = 400) throws -> [UInt8] {
        var rgb: [UInt8] = []
        for y in 0..<height { for _ in 0..<width { rgb += y < height / 2 ? [255, 0, 0] : [0, 0, 255] } }
        return try ImageEncoder.jpeg(rgb: rgb, width: width, height: height)
    }

    /// 40x20, left half transparent, right half green.
    static func png() throws -> [UInt8] {
        var pixels: [UInt8] = []
        for _ in 0..<20 { for x in 0..<40 { pixels += x < 20 ? [0, 0, 0, 0] : [0, 128, 0, 255] } }
        return try ImageEncoder.png(RGBAImage(width: 40, height: 20, pixels: pixels))
    }

    static func upload(name: String?) -> HTTPFields {
        var headers: HTTPFields = [.contentType: "image/jpeg"]
        if let name, let field = HTTPField.Name("X-Scoreline-File-Name") { headers[field] = name }
        return headers
    }

    static func roster(_ root: String) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try RosterFile(root: root).write(Roster(players: [RosterPlayer(id: "p1", name: "Asha")],
                                                teams: [RosterTeam(id: "t1", name: "Riverside", short: "RIV", players: ["p1"])]))
    }

    @Test func aPlayersPhotoAndATeamsLogoAreStoredThenReferencedAndServed() async throws {
        let harness = try RecordsHarness()
        defer { harness.close() }
        try Self.roster(harness.root)
        let photo = try Self.jpeg()
        try await harness.application(scorer: true).test(.router) { client in
            let set = try await client.execute(uri: "/roster/players/p1/photo", method: .post, headers: Self.upload(name: "asha.jpg"), body: ByteBuffer(bytes: photo))
            #expect(set.status == .ok)
            let said = try Self.answer(set)
            #expect(said["message"] as? String == "Photo saved for Asha.")
            let stored = try #require(said["stored"] as? String)
            // The roster keeps the reference only; the file's name is its bytes' hash.
            #expect(try RosterFile(root: harness.root).read().players[0].photo == stored)
            let served = try await client.execute(uri: "/images/" + stored, method: .get)
            #expect(served.headers[.contentType] == "image/jpeg")
            let bytes = Array(Data(buffer: served.body))
            #expect(bytes == Array(try Data(contentsOf: URL(fileURLWithPath: harness.root + "/images/" + stored))))
            #expect(ImageReference.matches(stored, bytes: bytes))
            // A headshot: 384 square (ADR 053).
            let pixels = try ImagePipeline.storedPixels(bytes)
            #expect(pixels.width == 384 && pixels.height == 384)

            let logo = try await client.execute(uri: "/roster/teams/t1/logo", method: .post, headers: [.contentType: "image/png"], body: ByteBuffer(bytes: try Self.png()))
            #expect(logo.status == .ok)
            #expect(try Self.answer(logo)["message"] as? String == "Logo saved for Riverside.")
            let logoName = try #require(try RosterFile(root: harness.root).read().teams[0].logo)
            #expect(logoName.hasSuffix(".png"))
            // The roster page shows both, each with its text alternative.
            let page = Self.text(try await client.execute(uri: "/roster", method: .get))
            #expect(page.contains(#"<img class="thumb" src="/images/\#(stored)" alt="Photo of Asha""#))
            #expect(page.contains(#"<img class="thumb logo" src="/images/\#(logoName)" alt="Logo of Riverside""#))
            #expect(page.contains(#"<label for="photo-p1">Photo of <bdi>Asha</bdi> (JPEG or PNG)</label>"#))

            let cleared = try await client.execute(uri: "/roster/players/p1/photo/clear", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: "{}"))
            #expect(try Self.answer(cleared)["message"] as? String == "Picture removed.")
            #expect(try RosterFile(root: harness.root).read().players[0].photo == nil)
        }
        // The roster's pictures are a scorer's, as the roster is.
        try await harness.application(scorer: false).test(.router) { client in
            let stored = try #require(try ImageStore(root: harness.root).names().first)
            #expect(try await client.execute(uri: "/images/" + stored, method: .get).status == .unauthorized)
            let write = try await client.execute(uri: "/roster/players/p1/photo", method: .post, headers: Self.upload(name: nil), body: ByteBuffer(bytes: photo))
            #expect(write.status == .unauthorized)
        }
    }

    @Test func eachRefusalIsASentenceAndChangesNothing() async throws {
        let harness = try RecordsHarness()
        defer { harness.close() }
        try Self.roster(harness.root)
        let before = try RosterFile(root: harness.root).read()
        try await harness.application(scorer: true).test(.router) { client in
            let gif = Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 40)
            let refusedGIF = try await client.execute(uri: "/roster/players/p1/photo", method: .post, headers: Self.upload(name: "wave.gif"), body: ByteBuffer(bytes: gif))
            #expect(refusedGIF.status == .unprocessableContent)
            #expect(try Self.answer(refusedGIF)["error"] as? String == "wave.gif is a GIF; a photo or logo must be a JPEG or a PNG: save it as a PNG.")

            // A name that is a path, percent-encoded as the page sends it.
            let pathName = try await client.execute(uri: "/roster/players/p1/photo", method: .post, headers: Self.upload(name: "..%2F..%2Fetc%2Fpasswd"), body: ByteBuffer(bytes: try Self.jpeg()))
            #expect(pathName.status == .unprocessableContent)
            #expect(try Self.answer(pathName)["error"] as? String
                == #"The file name "../../etc/passwd" is a path; send the picture itself, with a plain name such as photo.jpg (no folders, no ..)."#)

            // 50 MB (52,428,800 bytes) against the 8 MB limit.
            let big = ByteBuffer(repeating: 0xFF, count: 50 << 20)
            let tooBig = try await client.execute(uri: "/roster/players/p1/photo", method: .post, headers: Self.upload(name: "big.jpg"), body: big)
            #expect(tooBig.status == .contentTooLarge)
            #expect(try Self.answer(tooBig)["error"] as? String
                == "The picture is 50 MB; a picture sent to the scoreboard may be at most 8 MB. Nothing was changed: this page shrinks a photo before sending it, so choose the photo again here.")

            let nobody = try await client.execute(uri: "/roster/players/p9/photo", method: .post, headers: Self.upload(name: nil), body: ByteBuffer(bytes: try Self.jpeg()))
            #expect(nobody.status == .notFound)
            #expect(try Self.answer(nobody)["error"] as? String == "There is no player p9 in the roster; reload the page.")
        }
        #expect(try RosterFile(root: harness.root).read() == before)
    }

    /// Twelve in a row, then one every 2 seconds (rate 0.5 a second, burst 12): the
    /// thirteenth at once is refused, naming the limit and the wait, (1 − 0) / 0.5 = 2 seconds
    /// on a clock that stands still; 2 seconds on, one more goes.
    @Test func aPhoneSendsAtMostADozenPicturesInARow() async throws {
        let clock = ManualSeconds()
        let harness = try RecordsHarness(security: RemoteSecurity(tokens: TokenBook(path: nil), clock: clock))
        defer { harness.close() }
        try Self.roster(harness.root)
        let small = try Self.jpeg(width: 16, height: 16)
        try await harness.application(scorer: true).test(.router) { client in
            for _ in 0..<12 {
                let set = try await client.execute(uri: "/roster/players/p1/photo", method: .post, headers: Self.upload(name: nil), body: ByteBuffer(bytes: small))
                #expect(set.status == .ok)
            }
            let limited = try await client.execute(uri: "/roster/players/p1/photo", method: .post, headers: Self.upload(name: nil), body: ByteBuffer(bytes: small))
            #expect(limited.status == .tooManyRequests)
            #expect(try Self.answer(limited)["error"] as? String
                == "Too many pictures from this phone at once: 12 in a row, then one every 2 seconds. Wait 2 seconds and send it again.")
            clock.advance(2)
            let later = try await client.execute(uri: "/roster/players/p1/photo", method: .post, headers: Self.upload(name: nil), body: ByteBuffer(bytes: small))
            #expect(later.status == .ok)
        }
    }

    @Test func aMatchPhotoIsStoredInItsFolderAndShownInTheGallery() async throws {
        let harness = try RecordsHarness()
        defer { harness.close() }
        try harness.storeFinishedMatch()
        let photo = try Self.jpeg(width: 2048, height: 1536)
        let stored = try await harness.application(scorer: true).test(.router) { client -> String in
            let add = try await client.execute(uri: "/matches/club-final/photos", method: .post, headers: Self.upload(name: "IMG_0042.jpg"), body: ByteBuffer(bytes: photo))
            #expect(add.status == .ok)
            let said = try Self.answer(add)
            #expect(said["message"] as? String == "Photo added: the match has 1 photo.")
            let stored = try #require(said["stored"] as? String)
            let again = try await client.execute(uri: "/matches/club-final/photos", method: .post, headers: Self.upload(name: "IMG_0042.jpg"), body: ByteBuffer(bytes: photo))
            #expect(try Self.answer(again)["message"] as? String == "This match has that photo already.")
            let page = Self.text(try await client.execute(uri: "/matches/club-final", method: .get))
            #expect(page.contains(#"<input type="file" id="match-photo""#))
            let missing = try await client.execute(uri: "/matches/no-such/photos", method: .post, headers: Self.upload(name: nil), body: ByteBuffer(bytes: photo))
            #expect(missing.status == .notFound)
            return stored
        }
        let onDisk = Array(try Data(contentsOf: URL(fileURLWithPath: harness.root + "/matches/club-final/" + stored)))
        // 2048x1536 fitted to 1,024 on its longest side: 1024x768.
        let pixels = try ImagePipeline.storedPixels(onDisk)
        #expect(pixels.width == 1024 && pixels.height == 768)
        #expect(stored == "photo-" + ImageDigest.hex(onDisk) + ".jpg")
        // A viewer sees the gallery and the photo, and no way to add one.
        try await harness.application(scorer: false).test(.router) { client in
            let page = Self.text(try await client.execute(uri: "/matches/club-final", method: .get))
            #expect(page.contains(#"<img src="/matches/club-final/photos/\#(stored)" alt="Match photo 1 of 1" loading="lazy">"#))
            #expect(!page.contains("match-photo"))
            let served = try await client.execute(uri: "/matches/club-final/photos/" + stored, method: .get)
            #expect(Array(Data(buffer: served.body)) == onDisk)
            #expect(try await client.execute(uri: "/matches/club-final/photos/meta.json", method: .get).status == .notFound)
        }
    }
}
