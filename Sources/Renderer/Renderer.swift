/// Layouts, fonts and displays live here (issues: "Renderer", "Real displays").
/// The module reads only the `Scoreboard` model. It is empty until that work lands.
public enum RendererModule {}
