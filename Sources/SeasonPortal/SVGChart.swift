/// The portal's charts as inline SVG, drawn here so the site needs no script and no request:
/// horizontal bars (runs, wickets, points) and lines (a win rate month by month). Each chart is
/// an image with a title and a description a screen reader reads; the same figures are in the
/// table beside it.
enum SVGChart {
    struct Bar {
        var label: String
        var value: Int
        var text: String
    }

    struct Series {
        var name: String
        /// Per x label, in thousandths (a rate), or nil where there is no point.
        var values: [Int?]
    }

    /// Dark ink on white, and series colours told apart by shape too (each has its own marker),
    /// so a chart reads in sunlight and without colour.
    static let ink = "#111111"
    static let bar = "#1f4e8c"
    static let rule = "#767676"
    static let colours = ["#1f4e8c", "#b3261e", "#1b6e3a", "#7a4b00", "#5b2a86"]

    static func bars(id: String, title: String, description: String, _ bars: [Bar]) -> String {
        let width = 640, rowHeight = 30, labelWidth = 190, valueWidth = 60
        let height = max(1, bars.count) * rowHeight + 10
        let top = max(1, bars.map(\.value).max() ?? 1)
        let span = width - labelWidth - valueWidth
        var out = svgOpen(id: id, title: title, description: description, width: width, height: height)
        for (i, b) in bars.enumerated() {
            let y = 5 + i * rowHeight
            let length = max(2, b.value * span / top)
            out += #"<text x="\#(labelWidth - 8)" y="\#(y + 20)" text-anchor="end" font-size="15" fill="\#(ink)">\#(HTMLText.escape(clip(b.label, 24)))</text>"#
            out += #"<rect x="\#(labelWidth)" y="\#(y + 4)" width="\#(length)" height="\#(rowHeight - 8)" fill="\#(bar)"/>"#
            out += #"<text x="\#(labelWidth + length + 6)" y="\#(y + 20)" font-size="15" font-weight="bold" fill="\#(ink)">\#(HTMLText.escape(b.text))</text>"#
        }
        return out + "</svg>"
    }

    static func lines(id: String, title: String, description: String, xLabels: [String], _ series: [Series]) -> String {
        let width = 640, height = 300, left = 50, right = 45, top = 20, bottom = 60
        let plotW = width - left - right, plotH = height - top - bottom
        let step = xLabels.count > 1 ? plotW / (xLabels.count - 1) : 0
        func x(_ i: Int) -> Int { left + (xLabels.count > 1 ? i * step : plotW / 2) }
        func y(_ perMille: Int) -> Int { top + plotH - perMille * plotH / 1000 }
        var out = svgOpen(id: id, title: title, description: description, width: width, height: height + 24 * ((series.count + 1) / 2))
        for mark in [0, 500, 1000] {
            let dash = mark == 500 ? " stroke-dasharray=\"4 4\"" : ""
            out += #"<line x1="\#(left)" x2="\#(width - right)" y1="\#(y(mark))" y2="\#(y(mark))" stroke="\#(rule)" stroke-width="1"\#(dash)/>"#
            out += #"<text x="\#(left - 6)" y="\#(y(mark) + 5)" text-anchor="end" font-size="13" fill="\#(ink)">\#(mark / 10)%</text>"#
        }
        for (i, label) in xLabels.enumerated() {
            out += #"<text x="\#(x(i))" y="\#(top + plotH + 20)" text-anchor="middle" font-size="13" fill="\#(ink)">\#(HTMLText.escape(label))</text>"#
        }
        for (n, s) in series.enumerated() {
            let colour = colours[n % colours.count]
            let points = s.values.enumerated().compactMap { i, v in v.map { (x(i), y($0)) } }
            if points.count > 1 {
                out += #"<polyline fill="none" stroke="\#(colour)" stroke-width="3" points="\#(points.map { "\($0.0),\($0.1)" }.joined(separator: " "))"/>"#
            }
            for p in points { out += marker(n, x: p.0, y: p.1, colour: colour) }
            let lx = left + (n % 2) * (plotW / 2), ly = height + 24 * (n / 2) - 8
            out += marker(n, x: lx, y: ly - 5, colour: colour)
            out += #"<text x="\#(lx + 12)" y="\#(ly)" font-size="14" fill="\#(ink)">\#(HTMLText.escape(clip(s.name, 28)))</text>"#
        }
        return out + "</svg>"
    }

    /// Circle, square, diamond, triangle, cross: one shape a series.
    static func marker(_ n: Int, x: Int, y: Int, colour: String) -> String {
        switch n % 5 {
        case 0: #"<circle cx="\#(x)" cy="\#(y)" r="5" fill="\#(colour)"/>"#
        case 1: #"<rect x="\#(x - 5)" y="\#(y - 5)" width="10" height="10" fill="\#(colour)"/>"#
        case 2: #"<polygon points="\#(x),\#(y - 6) \#(x + 6),\#(y) \#(x),\#(y + 6) \#(x - 6),\#(y)" fill="\#(colour)"/>"#
        case 3: #"<polygon points="\#(x),\#(y - 6) \#(x + 6),\#(y + 5) \#(x - 6),\#(y + 5)" fill="\#(colour)"/>"#
        default: #"<path d="M\#(x - 5) \#(y - 5)L\#(x + 5) \#(y + 5)M\#(x + 5) \#(y - 5)L\#(x - 5) \#(y + 5)" stroke="\#(colour)" stroke-width="3"/>"#
        }
    }

    static func svgOpen(id: String, title: String, description: String, width: Int, height: Int) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(width) \#(height)" role="img" aria-labelledby="\#(id)-t \#(id)-d" class="chart">"#
            + #"<title id="\#(id)-t">\#(HTMLText.escape(title))</title><desc id="\#(id)-d">\#(HTMLText.escape(description))</desc>"#
    }

    static func clip(_ text: String, _ length: Int) -> String {
        text.count > length ? String(text.prefix(length - 1)) + "…" : text
    }

}
