/// Where `scoreline run` draws: the config's `display.output`, or `--output` over it. Beside the
/// displays, so the projection hub opens one from this value without the config reader (issue 37).
public enum DisplayOutput: Equatable, Sendable {
    case auto, drm, fbdev
    case png(String)
    /// A HUB75 LED matrix through scoreline-ledmatrix (`[ledmatrix]`).
    case ledmatrix
}
