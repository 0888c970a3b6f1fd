#ifndef SCORELINE_INPUT_SHIM_H
#define SCORELINE_INPUT_SHIM_H
// The evdev ioctls are function-like macros (_IOW/_IOR with sizes), which Swift cannot
// import. Each is wrapped once here as a static inline helper; nothing else lives here.
#include <linux/input.h>
#include <sys/ioctl.h>
#include <time.h>
#include <sys/epoll.h>
#include <sys/inotify.h>
#include <unistd.h>

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

/// epoll_event is packed on x86-64 and holds a union; these keep it on the C side. A
/// source that owns several descriptors (keypads, GPIO lines) offers the reactor one.
static inline int scoreline_epoll_new(void) { return epoll_create1(EPOLL_CLOEXEC); }

static inline int scoreline_epoll_add(int epfd, int fd) {
    struct epoll_event ev = {.events = EPOLLIN, .data.fd = fd};
    return epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &ev);
}

static inline int scoreline_epoll_remove(int epfd, int fd) {
    return epoll_ctl(epfd, EPOLL_CTL_DEL, fd, NULL);
}

/// Ready descriptors, without waiting: their count, written to `fds`.
static inline int scoreline_epoll_ready(int epfd, int *fds, int max) {
    struct epoll_event evs[64];
    if (max > 64) max = 64;
    int n = epoll_wait(epfd, evs, max, 0);
    for (int i = 0; i < n; i++) fds[i] = evs[i].data.fd;
    return n;
}

static inline int scoreline_inotify_new(void) { return inotify_init1(IN_NONBLOCK | IN_CLOEXEC); }

/// Watches a directory for new entries and permission changes (udev sets them after create).
static inline int scoreline_inotify_watch_dir(int fd, const char *path) {
    return inotify_add_watch(fd, path, IN_CREATE | IN_ATTRIB);
}

#endif
