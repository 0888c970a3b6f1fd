#ifndef SCORELINE_LEDMATRIX_WIRE_H
#define SCORELINE_LEDMATRIX_WIRE_H
// The messages between the kiosk (LEDMatrixDisplay) and scoreline-ledmatrix, the helper that
// drives a HUB75 panel through rpi-rgb-led-matrix in a process of its own (ADR 032). One
// header for both ends, so the layouts cannot drift apart; the tests decode with it too.
//
// The channel is an AF_UNIX SOCK_SEQPACKET socket: a socketpair when the kiosk spawns the
// helper, a connection to scoreline-ledmatrix.socket under systemd. Both ends run on the same
// machine, so the messages are plain structs in native byte order. Every message starts with
// its type (uint32_t).
//
//   kiosk -> helper   HELLO (with the frame's memfd as SCM_RIGHTS), then FRAME or BRIGHTNESS,
//                     each only after the SWAPPED for the one before
//   helper -> kiosk   READY (the panel is running) or ERROR (text; the helper then exits),
//                     then one SWAPPED for each FRAME and BRIGHTNESS
//
// The frame is W x H XRGB8888 pixels (W = cols * chain, H = rows * parallel), rows packed
// (stride W * 4). The kiosk writes it only while no FRAME or BRIGHTNESS is unanswered, so the
// helper reads a frame that holds still.
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

// glibc declares these only under _GNU_SOURCE, which a header imported into Swift cannot
// count on; the values are the kernel's ABI.
#ifndef MSG_CMSG_CLOEXEC
#define MSG_CMSG_CLOEXEC 0x40000000
#endif
#ifndef MFD_CLOEXEC
#define MFD_CLOEXEC 0x0001U
#define MFD_ALLOW_SEALING 0x0002U
#endif
#ifndef F_ADD_SEALS
#define F_ADD_SEALS 1033
#define F_SEAL_SHRINK 0x0002
#define F_SEAL_GROW 0x0004
#endif
int memfd_create(const char *name, unsigned int flags);

#define SCORELINE_LEDMATRIX_WIRE_VERSION 1
/// More rectangles than this in one frame are sent as the whole frame.
#define SCORELINE_LEDMATRIX_MAX_RECTS 64
#define SCORELINE_LEDMATRIX_TEXT 1024
#define SCORELINE_LEDMATRIX_MAPPING 32
/// The descriptor the helper finds its channel on: what systemd passes an Accept=yes
/// service (SD_LISTEN_FDS_START), and what the kiosk gives a helper it spawns.
#define SCORELINE_LEDMATRIX_CHANNEL_FD 3

enum scoreline_ledmatrix_type {
    SCORELINE_LEDMATRIX_HELLO = 1,
    SCORELINE_LEDMATRIX_FRAME = 2,
    SCORELINE_LEDMATRIX_BRIGHTNESS = 3,
    SCORELINE_LEDMATRIX_READY = 101,
    SCORELINE_LEDMATRIX_SWAPPED = 102,
    SCORELINE_LEDMATRIX_ERROR = 103,
};

struct scoreline_ledmatrix_hello {
    uint32_t type;
    uint32_t version;
    int32_t rows, cols, chain, parallel;
    int32_t brightness, pwm_bits, gpio_slowdown;
    char hardware_mapping[SCORELINE_LEDMATRIX_MAPPING];
};

struct scoreline_ledmatrix_rect {
    int32_t x, y, width, height;
};

/// Sent with only `count` rectangles.
struct scoreline_ledmatrix_frame {
    uint32_t type;
    uint32_t count;
    struct scoreline_ledmatrix_rect rects[SCORELINE_LEDMATRIX_MAX_RECTS];
};

/// BRIGHTNESS (percent, 1-100), READY (width, height), SWAPPED (no values).
struct scoreline_ledmatrix_values {
    uint32_t type;
    int32_t a, b;
};

struct scoreline_ledmatrix_error {
    uint32_t type;
    char text[SCORELINE_LEDMATRIX_TEXT];
};

/// Any message, as received.
union scoreline_ledmatrix_message {
    uint32_t type;
    struct scoreline_ledmatrix_hello hello;
    struct scoreline_ledmatrix_frame frame;
    struct scoreline_ledmatrix_values values;
    struct scoreline_ledmatrix_error error;
};

// MARK: sending

static inline int scoreline_ledmatrix_send(int fd, const void *message, size_t length, int passed_fd) {
    struct iovec iov = { (void *)message, length };
    struct msghdr msg;
    memset(&msg, 0, sizeof msg);
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    union { char buffer[CMSG_SPACE(sizeof(int))]; struct cmsghdr align; } control;
    if (passed_fd >= 0) {
        memset(&control, 0, sizeof control);
        msg.msg_control = control.buffer;
        msg.msg_controllen = sizeof control.buffer;
        struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(c), &passed_fd, sizeof(int));
    }
    ssize_t sent;
    do { sent = sendmsg(fd, &msg, MSG_NOSIGNAL); } while (sent < 0 && errno == EINTR);
    return sent == (ssize_t)length ? 0 : -1;
}

static inline int scoreline_ledmatrix_send_hello(int fd, int memfd, int32_t rows, int32_t cols, int32_t chain,
                                                 int32_t parallel, int32_t brightness, int32_t pwm_bits,
                                                 int32_t gpio_slowdown, const char *hardware_mapping) {
    struct scoreline_ledmatrix_hello hello;
    memset(&hello, 0, sizeof hello);
    hello.type = SCORELINE_LEDMATRIX_HELLO;
    hello.version = SCORELINE_LEDMATRIX_WIRE_VERSION;
    hello.rows = rows; hello.cols = cols; hello.chain = chain; hello.parallel = parallel;
    hello.brightness = brightness; hello.pwm_bits = pwm_bits; hello.gpio_slowdown = gpio_slowdown;
    strncpy(hello.hardware_mapping, hardware_mapping, SCORELINE_LEDMATRIX_MAPPING - 1);
    return scoreline_ledmatrix_send(fd, &hello, sizeof hello, memfd);
}

/// `rects` holds `count` rectangles as x, y, width, height.
static inline int scoreline_ledmatrix_send_frame(int fd, const int32_t *rects, uint32_t count) {
    struct scoreline_ledmatrix_frame frame;
    if (count > SCORELINE_LEDMATRIX_MAX_RECTS) { errno = EMSGSIZE; return -1; }
    frame.type = SCORELINE_LEDMATRIX_FRAME;
    frame.count = count;
    if (count > 0) memcpy(frame.rects, rects, count * sizeof frame.rects[0]);
    return scoreline_ledmatrix_send(fd, &frame, offsetof(struct scoreline_ledmatrix_frame, rects) + count * sizeof frame.rects[0], -1);
}

static inline int scoreline_ledmatrix_send_values(int fd, uint32_t type, int32_t a, int32_t b) {
    struct scoreline_ledmatrix_values values = { type, a, b };
    return scoreline_ledmatrix_send(fd, &values, sizeof values, -1);
}

static inline int scoreline_ledmatrix_send_error(int fd, const char *text) {
    struct scoreline_ledmatrix_error error;
    memset(&error, 0, sizeof error);
    error.type = SCORELINE_LEDMATRIX_ERROR;
    strncpy(error.text, text, SCORELINE_LEDMATRIX_TEXT - 1);
    return scoreline_ledmatrix_send(fd, &error, sizeof error, -1);
}

// MARK: receiving

/// One message into `out`. Returns its length, 0 at the end (the other side closed), or -1
/// with errno (EAGAIN on a non-blocking socket with nothing waiting; EBADMSG for a message of
/// the wrong length or type). A descriptor passed with it is stored in `*passed_fd` (or
/// closed when `passed_fd` is NULL); else `*passed_fd` is -1.
static inline ssize_t scoreline_ledmatrix_receive(int fd, union scoreline_ledmatrix_message *out, int *passed_fd) {
    struct iovec iov = { out, sizeof *out };
    struct msghdr msg;
    union { char buffer[CMSG_SPACE(sizeof(int))]; struct cmsghdr align; } control;
    memset(&msg, 0, sizeof msg);
    memset(out, 0, sizeof *out);
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control.buffer;
    msg.msg_controllen = sizeof control.buffer;
    if (passed_fd) *passed_fd = -1;
    ssize_t got;
    do { got = recvmsg(fd, &msg, MSG_CMSG_CLOEXEC); } while (got < 0 && errno == EINTR);
    if (got <= 0) return got;
    for (struct cmsghdr *c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS && c->cmsg_len == CMSG_LEN(sizeof(int))) {
            int passed;
            memcpy(&passed, CMSG_DATA(c), sizeof passed);
            if (passed_fd) *passed_fd = passed; else close(passed);
        }
    }
    size_t need;
    switch (out->type) {
    case SCORELINE_LEDMATRIX_HELLO: need = sizeof out->hello; break;
    case SCORELINE_LEDMATRIX_FRAME:
        need = offsetof(struct scoreline_ledmatrix_frame, rects);
        if ((size_t)got >= need && out->frame.count <= SCORELINE_LEDMATRIX_MAX_RECTS) need += out->frame.count * sizeof out->frame.rects[0];
        else need = sizeof *out + 1;
        break;
    case SCORELINE_LEDMATRIX_BRIGHTNESS: case SCORELINE_LEDMATRIX_READY: case SCORELINE_LEDMATRIX_SWAPPED:
        need = sizeof out->values; break;
    case SCORELINE_LEDMATRIX_ERROR:
        need = sizeof out->error;
        out->error.text[SCORELINE_LEDMATRIX_TEXT - 1] = 0;
        break;
    default: need = sizeof *out + 1;
    }
    if ((size_t)got != need || (msg.msg_flags & MSG_TRUNC)) {
        if (passed_fd && *passed_fd >= 0) { close(*passed_fd); *passed_fd = -1; }
        errno = EBADMSG;
        return -1;
    }
    return got;
}

// Accessors for Swift, which sees the union's fixed arrays as tuples.
static inline const char *scoreline_ledmatrix_error_text(const union scoreline_ledmatrix_message *m) { return m->error.text; }
static inline const char *scoreline_ledmatrix_hello_mapping(const union scoreline_ledmatrix_message *m) { return m->hello.hardware_mapping; }
static inline struct scoreline_ledmatrix_rect scoreline_ledmatrix_frame_rect(const union scoreline_ledmatrix_message *m, uint32_t i) {
    return m->frame.rects[i];
}

// MARK: the kiosk's end

/// A SOCK_SEQPACKET pair, both ends close-on-exec.
static inline int scoreline_ledmatrix_socketpair(int fds[2]) {
    return socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, fds);
}

/// Connects to the listening socket at `path` (scoreline-ledmatrix.socket). Returns the
/// descriptor, or -1 with errno.
static inline int scoreline_ledmatrix_connect(const char *path) {
    struct sockaddr_un address;
    memset(&address, 0, sizeof address);
    address.sun_family = AF_UNIX;
    if (strlen(path) >= sizeof address.sun_path) { errno = ENAMETOOLONG; return -1; }
    strcpy(address.sun_path, path);
    int fd = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    if (connect(fd, (struct sockaddr *)&address, sizeof address) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

/// A memfd of `size` bytes for the frame (sealed against shrinking, so a mapping can never
/// fault past its end). Returns the descriptor, or -1 with errno.
static inline int scoreline_ledmatrix_memfd(size_t size) {
    int fd = memfd_create("scoreline-ledmatrix-frame", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) return -1;
    if (ftruncate(fd, (off_t)size) != 0 || fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

/// Starts `path` (argv[0] = `path`, no other arguments, the kiosk's environment) with
/// `channel` as its descriptor 3, /dev/null as its stdin, the kiosk's stdout and stderr (the
/// journal), and nothing else of the kiosk's but what is not close-on-exec. Returns posix_spawn's result (0, or an errno value).
static inline int scoreline_ledmatrix_spawn(const char *path, int channel, pid_t *pid) {
    extern char **environ;
    // dup2 onto itself would keep close-on-exec: give it a number of its own first.
    int moved = fcntl(channel, F_DUPFD_CLOEXEC, 10);
    if (moved < 0) return errno;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    // Not the kiosk's stdin (`--input stdin` reads it): the helper reads only its channel.
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, moved, SCORELINE_LEDMATRIX_CHANNEL_FD);
    char *argv[] = { (char *)path, NULL };
    int result = posix_spawn(pid, path, &actions, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(moved);
    return result;
}

#endif
