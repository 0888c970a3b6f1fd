#ifndef SCORELINE_INPUT_SHIM_H
#define SCORELINE_INPUT_SHIM_H
// The evdev ioctls are function-like macros (_IOW/_IOR with sizes), which Swift cannot
// import. Each is wrapped once here as a static inline helper; nothing else lives here.
#include <linux/input.h>
#include <sys/ioctl.h>
#include <time.h>

/// Takes (1) or releases (0) the device for this descriptor alone, so key presses on a
/// keypad do not also reach the console or another reader.
static inline int scoreline_evdev_grab(int fd, int grab) {
    return ioctl(fd, EVIOCGRAB, (void *)(long)grab);
}

/// The device's name ("USB Keypad"), NUL-terminated in `buf`.
static inline int scoreline_evdev_name(int fd, char *buf, int len) {
    return ioctl(fd, EVIOCGNAME(len), buf);
}

/// The key codes the device can send, as a bitmap of KEY_MAX+1 bits.
static inline int scoreline_evdev_key_bits(int fd, unsigned char *bits, int len) {
    return ioctl(fd, EVIOCGBIT(EV_KEY, len), bits);
}

/// Stamps this descriptor's events with CLOCK_MONOTONIC rather than wall time, so a clock
/// step (NTP at boot) cannot make a press look long or short.
static inline int scoreline_evdev_use_monotonic(int fd) {
    int clk = CLOCK_MONOTONIC;
    return ioctl(fd, EVIOCSCLOCKID, &clk);
}

/// sizeof(struct input_event) on this architecture (24 on 64-bit, 16 on 32-bit userlands).
static inline int scoreline_input_event_size(void) { return (int)sizeof(struct input_event); }

#endif
