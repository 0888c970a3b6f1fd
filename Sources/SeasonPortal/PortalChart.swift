/// A chart as the templates place it: the SVG in a figure, its title as a visible caption too
/// (an SVG's own title only reaches screen readers and tooltips).
enum PortalChart {
    static func bars(id: String, title: String, description: String, _ bars: [SVGChart.Bar]) -> [String: Any] {
        ["svg": SVGChart.bars(id: id, title: title, description: description, bars), "caption": title]
    }

    static func lines(id: String, title: String, description: String, xLabels: [String], _ series: [SVGChart.Series]) -> [String: Any] {
        ["svg": SVGChart.lines(id: id, title: title, description: description, xLabels: xLabels, series), "caption": title]
    }
}
