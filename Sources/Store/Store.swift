/// The crash-safe match journal lives here (issue: "Crash-safe match journal").
/// The module knows no sport: it stores Codable records. It is empty until that work lands.
public enum StoreModule {}
