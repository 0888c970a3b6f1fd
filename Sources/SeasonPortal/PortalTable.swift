import MatchEngine
import Records

/// A records table as HTML, written here rather than through a Mustache partial: a season's
/// portal has some 300 pages of tables, and a template's per-cell lookups through nested
/// contexts were three quarters of the build's time (docs/PERFORMANCE.md). The markup is the
/// portal's one table shape: a labelled, keyboard-scrollable region, a caption, column
/// headers with scope, numbers right-aligned.
enum PortalTable {
    static func html(_ t: RecordsTable, href: (RecordsLink) -> String) -> String {
        let title = HTMLText.escape(t.title)
        var out = #"<div class="table-wrap" role="region" aria-label="\#(title)" tabindex="0"><table><caption>\#(title)</caption>"#
        guard !t.rows.isEmpty else {
            return out + #"</table><p class="empty">\#(HTMLText.escape(t.empty))</p></div>"#
        }
        out += "<thead><tr>"
        for column in t.columns {
            out += #"<th scope="col"\#(column.numeric ? #" class="num""# : "")>\#(HTMLText.escape(column.heading))</th>"#
        }
        out += "</tr></thead><tbody>\n"
        for row in t.rows {
            out += "<tr>"
            for (column, cell) in zip(t.columns, row) {
                out += column.numeric ? #"<td class="num">"# : "<td>"
                if case .link(let text, let to) = cell {
                    out += #"<a href="\#(HTMLText.escape(href(to)))">\#(HTMLText.isolated(text))</a>"#
                } else {
                    out += HTMLText.isolated(cell.text)
                }
                out += "</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody></table></div>"
    }
}

/// Text into HTML or SVG markup: the five characters that have a meaning there.
enum HTMLText {
    /// A display string into HTML: escaped, and each name the engine isolated (ADR 041) in a
    /// `<bdi>` without its marks, so its figures keep their order and no mark is isolated twice.
    static func isolated(_ text: String) -> String {
        guard text.unicodeScalars.contains(BidiIsolation.firstStrongIsolate) else { return escape(text) }
        return BidiIsolation.runs(text).map { $0.isolated ? "<bdi>\(escape($0.text))</bdi>" : escape($0.text) }.joined()
    }

    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
