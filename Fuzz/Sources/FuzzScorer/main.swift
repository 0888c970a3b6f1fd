import FoundationEssentials
import FuzzSupport
import MatchEngine
import RemoteProtocol

// What a scorer's phone sends (docs/remote.md): every input goes through both decoders, the
// scoring socket's command (`ScorerMessage`) and the set-up form (`SetupForm`). Each either
// accepts it or refuses it with a sentence (and never traps); what is accepted keeps the
// contract: a valid client id and number, an action line that is a JSON object with a type
// and no time, and a newMatch record the engine starts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScorer(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    do throws(FormRefusal) {
        let message = try ScorerMessage.decode(bytes)
        if !ScorerMessage.isClientId(message.client) { finding("a command with client id \(message.client) was accepted") }
        if message.number < 1 { finding("a command numbered \(message.number) was accepted") }
        if let basedOn = message.basedOn, basedOn < 1 { finding("basedOn \(basedOn) was accepted") }
        if case .line(let line) = message.body {
            guard case .object(let action)? = try? JSONDecoder().decode(JSONValue.self, from: line) else {
                finding("an accepted action line is not a JSON object")
            }
            guard case .string? = action["type"] else { finding("an accepted action line has no type") }
            if action["at"] != nil { finding("an accepted action line carries its own time") }
        }
    } catch {
        if error.message.isEmpty { finding("a command was refused with no reason") }
    }
    do throws(FormRefusal) {
        let form = try SetupForm.decode(bytes)
        guard (try? SportRegistry.start(newMatch: form.record)) != nil else { finding("an accepted set-up does not start a match") }
        if SportRegistry.sport(ofNewMatch: form.record) != form.sport { finding("an accepted set-up names another sport") }
    } catch {
        if error.message.isEmpty { finding("a set-up was refused with no reason") }
    }
    return 0
}
