// A stand-in for rpi-rgb-led-matrix's librgbmatrix.so.1, for the tests of
// `scoreline run --output ledmatrix` (LEDMatrixRunTests): the C API scoreline-ledmatrix uses
// (and the rest of the canvas calls, so a call we did not expect is recorded, not a crash),
// with no GPIO. It records every call and every pixel:
//
//   $SCORELINE_STANDIN_RECORD/calls.log        one line per call, in order
//   $SCORELINE_STANDIN_RECORD/frame-NNNN.ppm   the canvas handed to each swap_on_vsync (P6)
//
// SCORELINE_STANDIN_FAIL=create makes creation fail as the real library does when it cannot
// start (not root, the sound driver loaded): NULL, with its reason on standard error.
//
// Built by the tests: cc -shared -fPIC -o DIR/librgbmatrix.so.1 rgbmatrix_standin.c
// (-I Sources/LEDMatrixHelper for the options structs, declared once for the helper).
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rgbmatrix_api.h"

/// The real library's option parser carries the text of its `--led-rp1-rio` flag exactly when
/// its runtime options have the `rp1_rio` field; the helper looks for it to know the layout.
/// -DSTANDIN_OLD_LAYOUT leaves it out, to stand in for a library from before that change.
#ifndef STANDIN_OLD_LAYOUT
const char standin_rp1_flag[] = "--led-rp1-rio=<0|1>";
#endif

struct LedCanvas {
    int id;
    int width, height;
    unsigned char *rgb;
};

struct RGBLedMatrix {
    int width, height;
    int brightness;
    struct LedCanvas *canvases[8];
    int count;
    struct LedCanvas *active;
    int frames;
};

static void record(const char *format, ...) {
    const char *dir = getenv("SCORELINE_STANDIN_RECORD");
    if (!dir) return;
    char path[4096];
    snprintf(path, sizeof path, "%s/calls.log", dir);
    FILE *log = fopen(path, "a");
    if (!log) return;
    va_list args;
    va_start(args, format);
    vfprintf(log, format, args);
    va_end(args);
    fputc('\n', log);
    fclose(log);
}

static struct LedCanvas *new_canvas(struct RGBLedMatrix *m) {
    if (m->count == 8) return NULL;
    struct LedCanvas *c = calloc(1, sizeof *c);
    c->id = m->count;
    c->width = m->width;
    c->height = m->height;
    c->rgb = calloc((size_t)m->width * m->height, 3);
    m->canvases[m->count++] = c;
    return c;
}

static const char *text(const char *s) { return s ? s : "(null)"; }

static struct RGBLedMatrix *make(int rows, int cols, int chain, int parallel, int brightness) {
    if (getenv("SCORELINE_STANDIN_FAIL") && strcmp(getenv("SCORELINE_STANDIN_FAIL"), "create") == 0) {
        fprintf(stderr, "stand-in: refusing to create the matrix (SCORELINE_STANDIN_FAIL=create)\n");
        return NULL;
    }
    struct RGBLedMatrix *m = calloc(1, sizeof *m);
    // The library's defaults for fields left at zero.
    m->width = (cols ? cols : 32) * (chain ? chain : 1);
    m->height = (rows ? rows : 32) * (parallel ? parallel : 1);
    m->brightness = brightness ? brightness : 100;
    m->active = new_canvas(m);
    return m;
}

struct RGBLedMatrix *led_matrix_create_from_options_and_rt_options(struct RGBLedMatrixOptions *o, struct RGBLedRuntimeOptions *r) {
    record("create_from_options_and_rt_options hardware_mapping=%s rows=%d cols=%d chain_length=%d parallel=%d pwm_bits=%d "
           "pwm_lsb_nanoseconds=%d pwm_dither_bits=%d brightness=%d scan_mode=%d row_address_type=%d multiplexing=%d "
           "disable_hardware_pulsing=%d show_refresh_rate=%d inverse_colors=%d led_rgb_sequence=%s pixel_mapper_config=%s "
           "panel_type=%s limit_refresh_rate_hz=%d disable_busy_waiting=%d "
           "gpio_slowdown=%d rp1_rio=%d daemon=%d drop_privileges=%d do_gpio_init=%d drop_priv_user=%s drop_priv_group=%s",
           text(o->hardware_mapping), o->rows, o->cols, o->chain_length, o->parallel, o->pwm_bits, o->pwm_lsb_nanoseconds,
           o->pwm_dither_bits, o->brightness, o->scan_mode, o->row_address_type, o->multiplexing, o->disable_hardware_pulsing,
           o->show_refresh_rate, o->inverse_colors, text(o->led_rgb_sequence), text(o->pixel_mapper_config), text(o->panel_type),
           o->limit_refresh_rate_hz, o->disable_busy_waiting, r ? r->gpio_slowdown : -1, r ? r->rp1_rio : -1,
           r ? r->daemon : -1, r ? r->drop_privileges : -1, r ? r->do_gpio_init : -1, r ? text(r->drop_priv_user) : "-",
           r ? text(r->drop_priv_group) : "-");
    return make(o->rows, o->cols, o->chain_length, o->parallel, o->brightness);
}

struct RGBLedMatrix *led_matrix_create_from_options(struct RGBLedMatrixOptions *o, int *argc, char ***argv) {
    (void)argc; (void)argv;
    record("create_from_options");
    return make(o->rows, o->cols, o->chain_length, o->parallel, o->brightness);
}

struct RGBLedMatrix *led_matrix_create_from_options_const_argv(struct RGBLedMatrixOptions *o, int argc, char **argv) {
    (void)argc; (void)argv;
    record("create_from_options_const_argv");
    return make(o->rows, o->cols, o->chain_length, o->parallel, o->brightness);
}

struct RGBLedMatrix *led_matrix_create(int rows, int chained, int parallel) {
    record("create rows=%d chained=%d parallel=%d", rows, chained, parallel);
    return make(rows, 32, chained, parallel, 100);
}

void led_matrix_print_flags(FILE *out) { (void)out; record("print_flags"); }

void led_matrix_delete(struct RGBLedMatrix *m) {
    record("delete");
    if (!m) return;
    for (int i = 0; i < m->count; i++) {
        free(m->canvases[i]->rgb);
        free(m->canvases[i]);
    }
    free(m);
}

struct LedCanvas *led_matrix_get_canvas(struct RGBLedMatrix *m) {
    record("get_canvas canvas=%d", m->active->id);
    return m->active;
}

struct LedCanvas *led_matrix_create_offscreen_canvas(struct RGBLedMatrix *m) {
    struct LedCanvas *c = new_canvas(m);
    record("create_offscreen_canvas canvas=%d", c ? c->id : -1);
    return c;
}

struct LedCanvas *led_matrix_swap_on_vsync(struct RGBLedMatrix *m, struct LedCanvas *c) {
    struct LedCanvas *previous = m->active;
    int frame = ++m->frames;
    record("swap_on_vsync canvas=%d frame=%d returned=%d", c->id, frame, previous->id);
    m->active = c;
    const char *dir = getenv("SCORELINE_STANDIN_RECORD");
    if (dir) {
        char path[4096];
        snprintf(path, sizeof path, "%s/frame-%04d.ppm", dir, frame);
        FILE *f = fopen(path, "wb");
        if (f) {
            fprintf(f, "P6\n%d %d\n255\n", c->width, c->height);
            fwrite(c->rgb, 3, (size_t)c->width * c->height, f);
            fclose(f);
        }
    }
    return previous;
}

uint8_t led_matrix_get_brightness(struct RGBLedMatrix *m) {
    record("get_brightness");
    return (uint8_t)m->brightness;
}

void led_matrix_set_brightness(struct RGBLedMatrix *m, uint8_t brightness) {
    record("set_brightness %d", brightness);
    m->brightness = brightness;
}

void led_canvas_get_size(const struct LedCanvas *c, int *width, int *height) {
    record("get_size canvas=%d", c->id);
    *width = c->width;
    *height = c->height;
}

static void put(struct LedCanvas *c, int x, int y, uint8_t r, uint8_t g, uint8_t b) {
    if (x < 0 || y < 0 || x >= c->width || y >= c->height) return;
    unsigned char *p = c->rgb + ((size_t)y * c->width + x) * 3;
    p[0] = r; p[1] = g; p[2] = b;
}

void led_canvas_set_pixel(struct LedCanvas *c, int x, int y, uint8_t r, uint8_t g, uint8_t b) {
    record("set_pixel canvas=%d %d %d", c->id, x, y);
    put(c, x, y, r, g, b);
}

void led_canvas_set_pixels(struct LedCanvas *c, int x, int y, int width, int height, struct Color *colors) {
    record("set_pixels canvas=%d x=%d y=%d width=%d height=%d", c->id, x, y, width, height);
    for (int j = 0; j < height; j++)
        for (int i = 0; i < width; i++) {
            struct Color k = colors[(size_t)j * width + i];
            put(c, x + i, y + j, k.r, k.g, k.b);
        }
}

void led_canvas_clear(struct LedCanvas *c) {
    record("clear canvas=%d", c->id);
    memset(c->rgb, 0, (size_t)c->width * c->height * 3);
}

void led_canvas_fill(struct LedCanvas *c, uint8_t r, uint8_t g, uint8_t b) {
    record("fill canvas=%d", c->id);
    for (int y = 0; y < c->height; y++)
        for (int x = 0; x < c->width; x++) put(c, x, y, r, g, b);
}
