import MatchEngine

/// Where boards go: the renderer and a display (DRM, fbdev, a PNG file), or a test's list.
protocol BoardPresenter: AnyObject {
    func present(_ board: Scoreboard) throws
}
