import Foundation
import MatchEngine
import Session
import Store
import Testing

/// The result cache beside each match (ADR 052): a reader gets the cached digest only for the
/// journal it was folded from, in the format it was written in, whole; anything else is
/// folded again. Scores are badminton points typed as lines, worked out by hand: each
/// `{"type":"point","side":"A"}` is a point to Ana (the left side), each "B" one to Bea.
@Suite struct ResultCacheTests {
    static let pointA = Array(#"{"type":"point","side":"A"}"#.utf8)
    static let pointB = Array(#"{"type":"point","side":"B"}"#.utf8)

    /// A stored badminton match of these points, written as the kiosk writes lines.
    static func match(_ points: [[UInt8]], in store: MatchStore) throws -> MatchMeta {
        let journal = try store.create(matchId: "court1", sport: "badminton", title: "Ana v Bea", newMatch: Array(Fixture.badminton), makeCurrent: false)
        defer { journal.close() }
        for point in points { _ = try journal.append(point, at: nil) }
        return try store.meta(of: "court1")
    }

    static func append(_ point: [UInt8], to store: MatchStore) throws {
        let journal = try store.open("court1").journal
        defer { journal.close() }
        _ = try journal.append(point, at: nil)
    }

    @Test func aPointAppendedAfterTheCacheWasWrittenIsShown() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        let meta = try Self.match([Self.pointA, Self.pointA], in: store)
        let results = MatchResults(store: store)

        let first = try results.digest(meta, part: .line)
        #expect(first.source == .fold)
        #expect(first.digest.score.hasSuffix("(2-0)"), "two points to Ana: \(first.digest.score)")
        #expect(FileManager.default.fileExists(atPath: store.directory(of: "court1") + "/result.cache"))
        let second = try results.digest(meta, part: .line)
        #expect(second.source == .cache)
        #expect(second.digest == first.digest)

        try Self.append(Self.pointB, to: store)
        let third = try results.digest(meta, part: .line)
        #expect(third.source == .fold)
        #expect(third.digest.score.hasSuffix("(2-1)"), "then one to Bea: \(third.digest.score)")
        // `matches list` says the same.
        #expect(try MatchListing.read(store).text(dataDirectory: root).contains("(2-1)"))
    }

    @Test func aCutJournalIsFoldedAgainAndSoIsOneCutAndRewrittenToTheSameLength() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        let meta = try Self.match([Self.pointA, Self.pointA, Self.pointA], in: store)
        let results = MatchResults(store: store)
        #expect(try results.digest(meta, part: .line).digest.score.hasSuffix("(3-0)"))
        #expect(try results.digest(meta, part: .line).source == .cache)

        // The last line cut off (as a write whose sync failed is dropped): A, A is 2-0.
        let path = store.journalPath(of: "court1")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let lastLength = lines[lines.count - 2].count + 1
        #expect(truncate(path, off_t(bytes.count - lastLength)) == 0)
        let cut = try results.digest(meta, part: .line)
        #expect(cut.source == .fold)
        #expect(cut.digest.score.hasSuffix("(2-0)"), "\(cut.digest.score)")

        // Back to A, A, A (3-0) and cached; then the last point cut and another written in
        // its place: the same number, the same length ("A" and "B" are one byte each), so
        // only the last record's checksum tells. A, A, B is 2-1.
        try Self.append(Self.pointA, to: store)
        #expect(try results.digest(meta, part: .line).digest.score.hasSuffix("(3-0)"))
        #expect(try results.digest(meta, part: .line).source == .cache)
        #expect(truncate(path, off_t(bytes.count - lastLength)) == 0)
        try Self.append(Self.pointB, to: store)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == bytes.count)
        let rewritten = try results.digest(meta, part: .line)
        #expect(rewritten.source == .fold)
        #expect(rewritten.digest.score.hasSuffix("(2-1)"), "\(rewritten.digest.score)")
    }

    @Test func thePhonesListOnTheSessionsThreadReadsCachesButWritesNone() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        _ = try Self.match([Self.pointA], in: store)
        let cache = store.directory(of: "court1") + "/result.cache"
        #expect(try MatchListing.read(store, saveCaches: false).text(dataDirectory: root).contains("(1-0)"))
        #expect(!FileManager.default.fileExists(atPath: cache))
        #expect(try MatchListing.read(store).text(dataDirectory: root).contains("(1-0)"))
        #expect(FileManager.default.fileExists(atPath: cache))
    }

    @Test func aCacheOfAnotherFormatIsNotRead() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        let meta = try Self.match([Self.pointA], in: store)
        let identity = try #require(store.journalIdentity(of: "court1"))
        let planted = MatchDigest(result: nil, score: "planted", record: nil, scorecard: nil).encoded()

        // Saved for this very journal, by an older build's format: folded, 1-0.
        store.saveResult(planted, of: "court1", format: "digest-0", journal: identity)
        let older = try MatchResults(store: store).digest(meta, part: .line)
        #expect(older.source == .fold)
        #expect(older.digest.score.hasSuffix("(1-0)"))

        // The same bytes under this build's format are taken as they are: the format is what
        // kept them out above.
        store.saveResult(planted, of: "court1", format: MatchDigest.format, journal: identity)
        #expect(try MatchResults(store: store).digest(meta, part: .line).digest.score == "planted")
    }

    @Test func aDamagedCacheIsFoldedAgainAndRewritten() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        let meta = try Self.match([Self.pointB, Self.pointB], in: store)
        let results = MatchResults(store: store)
        _ = try results.digest(meta, part: .line)
        let cache = store.directory(of: "court1") + "/result.cache"
        let good = try Data(contentsOf: URL(fileURLWithPath: cache))

        var flipped = good
        flipped[flipped.count - 3] ^= 0x01
        let damaged: [Data] = [flipped, good.prefix(good.count / 2), Data(), Data("not a cache\n".utf8)]
        for bytes in damaged {
            try bytes.write(to: URL(fileURLWithPath: cache))
            let read = try results.digest(meta, part: .record)
            #expect(read.source == .fold)
            #expect(read.digest.score.hasSuffix("(0-2)"), "two points to Bea: \(read.digest.score)")
            // Rewritten whole by that fold.
            let again = try results.digest(meta, part: .record)
            #expect(again.source == .cache)
            #expect(again.digest == read.digest)
        }
    }

    @Test func aCommandListsTheMatchesFolderOnce() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = CountingFiles()
        let store = MatchStore(root: root, files: files)
        for id in ["one", "two", "three"] {
            let newMatch = String(decoding: Fixture.badminton, as: UTF8.self).replacingOccurrences(of: "court1", with: id)
            try store.create(matchId: id, sport: "badminton", title: id, newMatch: Array(newMatch.utf8), makeCurrent: false).close()
        }
        // Three matches: before, `matches list` listed the folder once, then once a match.
        for _ in 0..<2 {
            files.reset()
            let listing = try MatchListing.read(store)
            #expect(listing.entries.count == 3)
            #expect(files.listed(root + "/matches") == 1)
        }
        files.reset()
        #expect(try ArchiveReader(store: store).read().matches.count == 3)
        #expect(files.listed(root + "/matches") == 1)
        files.reset()
        let kept = KeptArchive(reader: ArchiveReader(store: store, scorecards: false))
        #expect(try kept.read().fromMemory == false)
        #expect(files.listed(root + "/matches") == 1)
    }
}
