#ifndef SCORELINE_RGBMATRIX_API_H
#define SCORELINE_RGBMATRIX_API_H
// The part of rpi-rgb-led-matrix's C API (led-matrix-c.h) that scoreline-ledmatrix calls,
// declared here from the library's documentation so the build needs nothing of the library:
// it is loaded with dlopen at run time (GPL-2.0, kept out of the scoreboard's process; ADR 032).
//
// The two options structs must match the library's layout exactly, field for field: they
// follow led-matrix-c.h as of commit d110602e (2026-04-26, "Raspberry Pi5 Support v0.06"),
// which added `rp1_rio` after `gpio_slowdown` in the runtime options. A library built from
// an older checkout reads those options shifted; docs/ledmatrix.md says to build a current one.
//
// The library copies a field only when it is non-zero ("set"): zero keeps its own default.
#include <stdbool.h>
#include <stdint.h>

struct RGBLedMatrix;
struct LedCanvas;

struct RGBLedMatrixOptions {
    const char *hardware_mapping; // "regular", "adafruit-hat", …; NULL: the library's default
    int rows;                     // of one panel: 8 to 64, even
    int cols;                     // of one panel
    int chain_length;             // panels daisy-chained on one connector
    int parallel;                 // chains side by side (1-3; 6 on a compute module)
    int pwm_bits;                 // 1-11
    int pwm_lsb_nanoseconds;
    int pwm_dither_bits;
    int brightness;               // percent, 1-100
    int scan_mode;
    int row_address_type;
    int multiplexing;
    bool disable_hardware_pulsing;
    bool show_refresh_rate;
    bool inverse_colors;
    const char *led_rgb_sequence;
    const char *pixel_mapper_config;
    const char *panel_type;
    int limit_refresh_rate_hz;
    bool disable_busy_waiting;
};

struct RGBLedRuntimeOptions {
    int gpio_slowdown;            // 0 keeps the library's default for the Pi it runs on
    int rp1_rio;                  // Pi 5 only: the RIO back end instead of PIO
    int daemon;                   // 0: stay in the foreground (fork would lose our channel)
    int drop_privileges;          // 1: root until the GPIO is set up, then drop_priv_user
    bool do_gpio_init;
    const char *drop_priv_user;   // NULL: "daemon"
    const char *drop_priv_group;
};

struct Color {
    uint8_t r, g, b;
};

/// The functions the helper looks up with dlsym, with the library's names.
typedef struct RGBLedMatrix *(*rgbmatrix_create_fn)(struct RGBLedMatrixOptions *, struct RGBLedRuntimeOptions *);
typedef void (*rgbmatrix_delete_fn)(struct RGBLedMatrix *);
typedef struct LedCanvas *(*rgbmatrix_offscreen_fn)(struct RGBLedMatrix *);
typedef struct LedCanvas *(*rgbmatrix_swap_fn)(struct RGBLedMatrix *, struct LedCanvas *);
typedef void (*rgbmatrix_size_fn)(const struct LedCanvas *, int *, int *);
typedef void (*rgbmatrix_set_pixels_fn)(struct LedCanvas *, int, int, int, int, struct Color *);
typedef void (*rgbmatrix_brightness_fn)(struct RGBLedMatrix *, uint8_t);

#endif
