import FoundationEssentials
import Hummingbird
import RemoteProtocol

/// The JSON answers of the records' writes (matches, roster, import): `{"error","field"}` on a
/// refusal, and the body read with the size and type checks every write shares.
enum RecordsReply {
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bytes = (try? encoder.encode(value)).map(Array.init) ?? Array("{}".utf8)
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    struct Refused: Encodable {
        var error: String
        var field: String?
        /// On a stale edit: the journal's seq now, for the page to reload against.
        var seq: Int?
    }

    static func error(_ status: HTTPResponse.Status, _ message: String, field: String? = nil, seq: Int? = nil) -> Response {
        json(Refused(error: message, field: field, seq: seq), status: status)
    }

    static func refusal(_ refusal: MatchEditRefusal) -> Response {
        error(HTTPResponse.Status(code: refusal.status), refusal.message, field: refusal.field)
    }

    static let busy = error(.serviceUnavailable, RemoteMessages.busy)

    /// 401 unless the request carries a scorer's token. `ScorerGate` answers first for every
    /// write; this is the route's own check, so a write is never open whatever the middleware.
    static func needsScorer(_ context: RemoteContext) -> Response? {
        context.scorer == nil ? error(.unauthorized, MatchPagesMessages.needsScorer) : nil
    }

    /// The body, at most `limit` bytes, which must be JSON when there is one.
    static func body(_ request: Request, limit: Int = RemoteLimits.maxBody) async -> Result<[UInt8], MatchEditRefusal> {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limit)
        } catch {
            return .failure(MatchEditRefusal(413, MatchPagesMessages.tooBig(limit)))
        }
        let bytes = Array(buffer.readableBytesView)
        let type = request.headers[.contentType]?.lowercased() ?? ""
        if !bytes.isEmpty && !type.hasPrefix("application/json") {
            return .failure(MatchEditRefusal(415, MatchPagesMessages.notJSONType))
        }
        return .success(bytes)
    }

    /// A file to download, byte for byte as `scoreline export` writes it.
    static func download(_ bytes: [UInt8], type: String, fileName: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.contentDisposition] = "attachment; filename=\"\(fileName)\""
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
