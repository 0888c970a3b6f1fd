import Displays
import Renderer

extension ScorelineConfig.Display {
    /// The config's display keys as the DRM selection policy takes them. Here rather than in
    /// the kiosk so `scoreline doctor` predicts the kiosk's choice from the same request.
    public var displayRequest: DisplayRequest {
        DisplayRequest(card: card, connector: connector, mode: mode, maxMode: PixelSize(width: maxMode.width, height: maxMode.height))
    }
}
