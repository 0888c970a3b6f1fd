import MatchEngine

/// A display string as the templates lay it out: cut where the engine isolated a name (ADR
/// 041), for the `bidi` partial to write each name as a `<bdi>` and the words and figures
/// around it as text. The marks are left out, so a page isolates nothing twice and shows no
/// mark; Mustache escapes every run, so a name is text, never markup.
struct IsolatedText: Equatable {
    var runs: [BidiIsolation.Run]

    init(_ text: String) {
        runs = BidiIsolation.runs(text)
    }

}
