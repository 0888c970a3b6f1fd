// scoreline-ledmatrix: drives a HUB75 RGB LED matrix through hzeller's rpi-rgb-led-matrix for
// the kiosk (`scoreline run --output ledmatrix`; docs/ledmatrix.md, ADR 032).
//
// A process of its own because the library is GPL-2.0 (it never enters the scoreboard's
// process), needs root for its GPIO timing (the kiosk stays unprivileged), runs a realtime
// refresh thread, and exits the whole process on some faults (the Pi's sound driver loaded).
// It is loaded with dlopen, so building Scoreline needs nothing of it.
//
// The channel is descriptor 3 (ledmatrix_wire.h): the set-up and the frame's memfd arrive
// first; then for each frame the damaged rectangles, copied from the shared frame into the
// off-screen canvas, swapped on vsync and acknowledged. The two canvases alternate, so each
// keeps the rectangles it missed while the other was being drawn and gets them at its turn.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <link.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ledmatrix_wire.h"
#include "rgbmatrix_api.h"
#include "helper_messages.h"

static struct {
    void *handle;
    rgbmatrix_create_fn create;
    rgbmatrix_delete_fn destroy;
    rgbmatrix_offscreen_fn offscreen;
    rgbmatrix_swap_fn swap;
    rgbmatrix_size_fn size;
    rgbmatrix_set_pixels_fn set_pixels;
    rgbmatrix_brightness_fn brightness;
} api;

static void say(const char *line) { fprintf(stderr, "scoreline-ledmatrix: %s\n", line); }

/// Whether the library at `path` has the runtime options' current layout. Its version is not
/// exported, but the option parser's text for the field that changed the layout (`rp1_rio`,
/// commit d110602e) is in the file exactly when the field is in the struct. A library older
/// than that would read our options shifted, pointers included, so it is refused with a
/// message instead. A file that cannot be read is given the benefit of the doubt.
static int current_layout(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return 1;
    static const char marker[] = "rp1-rio";
    char buffer[65536 + sizeof marker];
    size_t kept = 0, got;
    int found = 0;
    while (!found && (got = fread(buffer + kept, 1, sizeof buffer - kept, f)) > 0) {
        size_t length = kept + got;
        found = memmem(buffer, length, marker, sizeof marker - 1) != NULL;
        kept = length < sizeof marker - 1 ? length : sizeof marker - 1;
        memmove(buffer, buffer + length - kept, kept);
    }
    fclose(f);
    return found;
}

/// Loads the library and every function; on failure writes the reason into `why`.
static int load_library(char *why, size_t size) {
    api.handle = dlopen(SL_LIBRARY_FILE, RTLD_NOW | RTLD_LOCAL);
    if (!api.handle) {
        const char *error = dlerror();
        snprintf(why, size, SL_LIBRARY_MISSING, error ? error : "not found");
        return -1;
    }
    struct { const char *name; void **slot; } wanted[] = {
        { "led_matrix_create_from_options_and_rt_options", (void **)&api.create },
        { "led_matrix_delete", (void **)&api.destroy },
        { "led_matrix_create_offscreen_canvas", (void **)&api.offscreen },
        { "led_matrix_swap_on_vsync", (void **)&api.swap },
        { "led_canvas_get_size", (void **)&api.size },
        { "led_canvas_set_pixels", (void **)&api.set_pixels },
        { "led_matrix_set_brightness", (void **)&api.brightness },
    };
    for (size_t i = 0; i < sizeof wanted / sizeof wanted[0]; i++) {
        *wanted[i].slot = dlsym(api.handle, wanted[i].name);
        if (!*wanted[i].slot) {
            struct link_map *map = NULL;
            const char *path = dlinfo(api.handle, RTLD_DI_LINKMAP, &map) == 0 && map ? map->l_name : SL_LIBRARY_FILE;
            snprintf(why, size, SL_SYMBOL_MISSING, path, wanted[i].name);
            return -1;
        }
    }
    struct link_map *map = NULL;
    if (dlinfo(api.handle, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name[0] && !current_layout(map->l_name)) {
        snprintf(why, size, SL_LIBRARY_TOO_OLD, map->l_name);
        return -1;
    }
    return 0;
}

static int check(void) {
    char why[SCORELINE_LEDMATRIX_TEXT];
    if (load_library(why, sizeof why) != 0) {
        printf("%s\n", why);
        return 2;
    }
    struct link_map *map = NULL;
    printf(SL_LIBRARY_FOUND, SL_LIBRARY_FILE, dlinfo(api.handle, RTLD_DI_LINKMAP, &map) == 0 && map ? map->l_name : "?");
    return 0;
}

/// What one canvas lacks compared with the shared frame.
struct lacking {
    int all;
    uint32_t count;
    struct scoreline_ledmatrix_rect rects[SCORELINE_LEDMATRIX_MAX_RECTS];
};

static void lack(struct lacking *l, const struct scoreline_ledmatrix_rect *rects, uint32_t count) {
    if (l->all) return;
    if (l->count + count > SCORELINE_LEDMATRIX_MAX_RECTS) {
        l->all = 1;
        return;
    }
    memcpy(l->rects + l->count, rects, count * sizeof rects[0]);
    l->count += count;
}

struct panel {
    struct RGBLedMatrix *matrix;
    /// [back] is drawn next; the other is on the panel. Until the first swap the canvas on the
    /// panel is the matrix's own, which the library hands back from that swap.
    struct LedCanvas *canvas[2];
    struct lacking lacking[2];
    int back;
    const uint32_t *frame;
    int width, height;
    struct Color *scratch;
};

static void copy_rect(struct panel *p, struct LedCanvas *canvas, struct scoreline_ledmatrix_rect r) {
    // Clipped to the panel: the kiosk sends only rectangles inside it, but a stray one must
    // not read outside the frame.
    int x0 = r.x < 0 ? 0 : r.x, y0 = r.y < 0 ? 0 : r.y;
    int x1 = r.x + r.width > p->width ? p->width : r.x + r.width;
    int y1 = r.y + r.height > p->height ? p->height : r.y + r.height;
    if (x1 <= x0 || y1 <= y0) return;
    int w = x1 - x0, h = y1 - y0;
    for (int y = 0; y < h; y++) {
        const uint32_t *row = p->frame + (size_t)(y0 + y) * p->width + x0;
        struct Color *out = p->scratch + (size_t)y * w;
        for (int x = 0; x < w; x++) {
            uint32_t px = row[x];
            out[x].r = (uint8_t)(px >> 16);
            out[x].g = (uint8_t)(px >> 8);
            out[x].b = (uint8_t)px;
        }
    }
    api.set_pixels(canvas, x0, y0, w, h, p->scratch);
}

/// Brings the back canvas up to date with the frame, shows it at the next vsync, and takes
/// the canvas that was showing as the next back canvas.
static void draw_and_swap(struct panel *p) {
    struct lacking *l = &p->lacking[p->back];
    struct LedCanvas *canvas = p->canvas[p->back];
    if (l->all) {
        struct scoreline_ledmatrix_rect whole = { 0, 0, p->width, p->height };
        copy_rect(p, canvas, whole);
    } else {
        for (uint32_t i = 0; i < l->count; i++) copy_rect(p, canvas, l->rects[i]);
    }
    l->all = 0;
    l->count = 0;
    struct LedCanvas *previous = api.swap(p->matrix, canvas);
    p->back = 1 - p->back;
    if (previous) p->canvas[p->back] = previous;
}

static int fail(int channel, const char *text) {
    say(text);
    scoreline_ledmatrix_send_error(channel, text);
    return 2;
}

static int serve(int channel) {
    // Blocked before the library starts its refresh thread, which inherits the mask: the
    // signals come to the loop's signalfd, and led_matrix_delete runs on this thread.
    sigset_t stops;
    sigemptyset(&stops);
    sigaddset(&stops, SIGTERM);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGHUP);
    sigprocmask(SIG_BLOCK, &stops, NULL);
    signal(SIGPIPE, SIG_IGN);
    int signals = signalfd(-1, &stops, SFD_CLOEXEC);

    union scoreline_ledmatrix_message message;
    int memfd = -1;
    ssize_t got = scoreline_ledmatrix_receive(channel, &message, &memfd);
    if (got == 0) return 0;
    if (got < 0 || message.type != SCORELINE_LEDMATRIX_HELLO || message.hello.version != SCORELINE_LEDMATRIX_WIRE_VERSION || memfd < 0)
        return fail(channel, SL_BAD_HELLO);
    struct scoreline_ledmatrix_hello hello = message.hello;
    hello.hardware_mapping[SCORELINE_LEDMATRIX_MAPPING - 1] = 0;
    // The config's ranges (LEDMatrixOptions), checked again: the sizes below come from a socket.
    if (hello.rows < 1 || hello.rows > 64 || hello.cols < 1 || hello.cols > 256 || hello.chain < 1 || hello.chain > 32
        || hello.parallel < 1 || hello.parallel > 6 || hello.brightness < 1 || hello.brightness > 100
        || hello.pwm_bits < 1 || hello.pwm_bits > 11 || hello.gpio_slowdown < 0 || hello.gpio_slowdown > 4)
        return fail(channel, SL_BAD_HELLO);
    struct panel p;
    memset(&p, 0, sizeof p);
    p.width = hello.cols * hello.chain;
    p.height = hello.rows * hello.parallel;
    struct stat st;
    size_t bytes = (size_t)p.width * (size_t)p.height * 4;
    if (p.width <= 0 || p.height <= 0 || fstat(memfd, &st) != 0 || (size_t)st.st_size < bytes) return fail(channel, SL_BAD_HELLO);
    void *frame = mmap(NULL, bytes, PROT_READ, MAP_SHARED, memfd, 0);
    if (frame == MAP_FAILED) {
        char text[SCORELINE_LEDMATRIX_TEXT];
        snprintf(text, sizeof text, SL_NO_FRAME_MEMORY, strerror(errno));
        return fail(channel, text);
    }
    close(memfd);
    p.frame = frame;
    p.scratch = malloc((size_t)p.width * (size_t)p.height * sizeof(struct Color));

    char why[SCORELINE_LEDMATRIX_TEXT];
    if (load_library(why, sizeof why) != 0) return fail(channel, why);

    struct RGBLedMatrixOptions options;
    struct RGBLedRuntimeOptions runtime;
    memset(&options, 0, sizeof options);
    memset(&runtime, 0, sizeof runtime);
    options.hardware_mapping = hello.hardware_mapping;
    options.rows = hello.rows;
    options.cols = hello.cols;
    options.chain_length = hello.chain;
    options.parallel = hello.parallel;
    options.pwm_bits = hello.pwm_bits;
    options.brightness = hello.brightness;
    runtime.gpio_slowdown = hello.gpio_slowdown;
    runtime.daemon = 0;
    runtime.drop_privileges = 1;
    runtime.do_gpio_init = true;
    p.matrix = api.create(&options, &runtime);
    if (!p.matrix || !p.scratch) return fail(channel, SL_CREATE_FAILED);
    p.canvas[0] = api.offscreen(p.matrix);
    int width = 0, height = 0;
    if (p.canvas[0]) api.size(p.canvas[0], &width, &height);
    if (width != p.width || height != p.height) {
        char text[SCORELINE_LEDMATRIX_TEXT];
        snprintf(text, sizeof text, SL_SIZE_MISMATCH, width, height, p.width, p.height);
        api.destroy(p.matrix);
        return fail(channel, text);
    }
    p.lacking[0].all = p.lacking[1].all = 1;
    scoreline_ledmatrix_send_values(channel, SCORELINE_LEDMATRIX_READY, width, height);

    int status = 0;
    for (;;) {
        struct pollfd fds[2] = { { channel, POLLIN, 0 }, { signals, POLLIN, 0 } };
        if (poll(fds, signals >= 0 ? 2 : 1, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (signals >= 0 && fds[1].revents) break;
        if (!fds[0].revents) continue;
        got = scoreline_ledmatrix_receive(channel, &message, NULL);
        if (got == 0) break;
        if (got < 0) {
            if (errno == EAGAIN) continue;
            say(strerror(errno));
            status = 1;
            break;
        }
        if (message.type == SCORELINE_LEDMATRIX_FRAME) {
            lack(&p.lacking[0], message.frame.rects, message.frame.count);
            lack(&p.lacking[1], message.frame.rects, message.frame.count);
        } else if (message.type == SCORELINE_LEDMATRIX_BRIGHTNESS) {
            int percent = message.values.a < 1 ? 1 : message.values.a > 100 ? 100 : message.values.a;
            api.brightness(p.matrix, (uint8_t)percent);
            // The library applies brightness as pixels are set: both canvases are set again.
            p.lacking[0].all = p.lacking[1].all = 1;
        } else {
            continue;
        }
        draw_and_swap(&p);
        scoreline_ledmatrix_send_values(channel, SCORELINE_LEDMATRIX_SWAPPED, 0, 0);
    }
    api.destroy(p.matrix);
    return status;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--check") == 0) return check();
    if (argc != 1) {
        fputs(SL_USAGE, stderr);
        return 64;
    }
    return serve(SCORELINE_LEDMATRIX_CHANNEL_FD);
}
