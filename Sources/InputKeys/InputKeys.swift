/// GPIO, evdev and terminal inputs live here (issue: "Physical buttons").
/// The module knows no sport. It is empty until that work lands.
public enum InputKeysModule {}
