import FoundationEssentials
import Hummingbird

/// A JSON answer as the contract writes them: `{"error": "<sentence>", "field": "<dotted>"}`
/// for a refusal, or any encodable value.
enum JSONReply {
    private struct Refusal: Encodable {
        var error: String
        var field: String?
    }

    static func refusal(_ status: HTTPResponse.Status, _ message: String, field: String? = nil, headers extra: HTTPFields = [:]) -> Response {
        encoded(Refusal(error: message, field: field), status: status, headers: extra)
    }

    static func encoded(_ value: some Encodable, status: HTTPResponse.Status = .ok, headers extra: HTTPFields = [:]) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bytes = (try? encoder.encode(value)) ?? Data("{}".utf8)
        var headers = extra
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
