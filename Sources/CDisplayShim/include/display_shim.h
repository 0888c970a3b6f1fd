#ifndef SCORELINE_DISPLAY_SHIM_H
#define SCORELINE_DISPLAY_SHIM_H
// The display's ioctls are function-like macros (DRM_IOWR, _IOR) or go through the variadic
// ioctl(), neither of which Swift can call; each is wrapped once here. Nothing else lives here.
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <pthread.h>
#include <pty.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <linux/fb.h>
#include <linux/kd.h>
#include <linux/netlink.h>
#include <linux/vt.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>

// MARK: DRM dumb buffers

/// A 32 bpp dumb buffer of `width` x `height`: its handle, pitch (bytes per row) and size.
static inline int scoreline_drm_create_dumb(int fd, uint32_t width, uint32_t height,
                                            uint32_t *handle, uint32_t *pitch, uint64_t *size) {
    struct drm_mode_create_dumb req;
    memset(&req, 0, sizeof req);
    req.width = width;
    req.height = height;
    req.bpp = 32;
    if (drmIoctl(fd, DRM_IOCTL_MODE_CREATE_DUMB, &req) != 0) return -1;
    *handle = req.handle;
    *pitch = req.pitch;
    *size = req.size;
    return 0;
}

/// The offset to pass to mmap on the DRM fd to map the dumb buffer `handle`.
static inline int scoreline_drm_map_dumb(int fd, uint32_t handle, uint64_t *offset) {
    struct drm_mode_map_dumb req;
    memset(&req, 0, sizeof req);
    req.handle = handle;
    if (drmIoctl(fd, DRM_IOCTL_MODE_MAP_DUMB, &req) != 0) return -1;
    *offset = req.offset;
    return 0;
}

static inline int scoreline_drm_destroy_dumb(int fd, uint32_t handle) {
    struct drm_mode_destroy_dumb req;
    memset(&req, 0, sizeof req);
    req.handle = handle;
    return drmIoctl(fd, DRM_IOCTL_MODE_DESTROY_DUMB, &req);
}

/// DRM_FORMAT_XRGB8888 (a fourcc_code(...) macro): the Canvas's pixel layout.
static inline uint32_t scoreline_drm_format_xrgb8888(void) { return DRM_FORMAT_XRGB8888; }

// MARK: DRM page-flip events

static inline void scoreline_drm_flip_done(int fd, unsigned int sequence, unsigned int sec,
                                           unsigned int usec, void *data) {
    (void)fd; (void)sequence; (void)sec; (void)usec;
    if (data) (*(int *)data)++;
}

/// Reads the DRM events waiting on `fd` (opened O_NONBLOCK). Each completed page flip adds
/// one to the int that was passed as drmModePageFlip's user data. Returns drmHandleEvent's
/// result: 0, or -1 with errno (EAGAIN when nothing was waiting).
static inline int scoreline_drm_handle_events(int fd) {
    drmEventContext ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.version = 2;
    ctx.page_flip_handler = scoreline_drm_flip_done;
    return drmHandleEvent(fd, &ctx);
}

// MARK: The text console (VT)

/// The active VT's number (1 for /dev/tty1), asked through /dev/tty0.
static inline int scoreline_vt_active(int fd) {
    struct vt_stat state;
    memset(&state, 0, sizeof state);
    if (ioctl(fd, VT_GETSTATE, &state) != 0) return -1;
    return state.v_active;
}

static inline int scoreline_kd_set_mode(int fd, int mode) { return ioctl(fd, KDSETMODE, (unsigned long)mode); }

// MARK: fbdev

static inline int scoreline_fb_get_var(int fd, struct fb_var_screeninfo *info) {
    return ioctl(fd, FBIOGET_VSCREENINFO, info);
}

static inline int scoreline_fb_get_fix(int fd, struct fb_fix_screeninfo *info) {
    return ioctl(fd, FBIOGET_FSCREENINFO, info);
}

// MARK: Hotplug

/// A non-blocking socket that receives the kernel's uevents (group 1: from the kernel itself,
/// so no udev is needed), or -1 with errno.
static inline int scoreline_uevent_socket(void) {
    int fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, NETLINK_KOBJECT_UEVENT);
    if (fd < 0) return -1;
    struct sockaddr_nl addr;
    memset(&addr, 0, sizeof addr);
    addr.nl_family = AF_NETLINK;
    addr.nl_groups = 1;
    if (bind(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

// MARK: Terminals

/// The terminal's size in character cells (TIOCGWINSZ); 0 on success.
static inline int scoreline_terminal_size(int fd, unsigned short *columns, unsigned short *rows) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}

/// A pseudo-terminal of the given size (openpty): the benchmark's terminal. 0 on success.
static inline int scoreline_open_pty(int *leader, int *follower, unsigned short columns, unsigned short rows) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_col = columns;
    size.ws_row = rows;
    return openpty(leader, follower, NULL, NULL, &size);
}

/// A non-blocking signalfd that becomes readable on SIGWINCH (a terminal resize), which is
/// blocked in the calling thread so it arrives only there; -1 on failure.
static inline int scoreline_winch_signalfd(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGWINCH);
    if (pthread_sigmask(SIG_BLOCK, &set, NULL) != 0) return -1;
    return signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
}

/// Reads every queued signal from a signalfd; returns how many were read.
static inline int scoreline_signalfd_drain(int fd) {
    struct signalfd_siginfo info;
    int count = 0;
    while (read(fd, &info, sizeof info) == (ssize_t)sizeof info) count++;
    return count;
}

#endif
