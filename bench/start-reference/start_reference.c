/*
 * The C reference for `scoreline-bench start --reference` (issue 42, ADR 060): what a
 * hand-written program pays to go from exec to a first scoreboard frame at 1080p, so the
 * kiosk's start can be stated as a ratio to it.
 *
 * It does the work a kiosk's first frame cannot avoid, and nothing else:
 *   - opens the bundled face the kiosk uses (fonts/NotoSans-Bold.ttf) with FreeType,
 *   - maps a 1920x1080 XRGB8888 buffer laid out as a DRM dumb buffer (pitch padded to 64
 *     bytes, shared anonymous memory, which the kernel hands over zeroed),
 *   - paints the background and the board's panels over every pixel,
 *   - shapes with HarfBuzz and rasterises with FreeType a T20 second innings' strings (teams,
 *     the score, overs, target, two batters, the bowler, the over so far) at the board's sizes,
 *     blending each glyph's coverage into the buffer,
 *   - reads one pixel back into the exit status's check so nothing is optimised away, says
 *     "presented" on stderr (the bench's mark for the first frame, as the kiosk logs it), and exits.
 *
 * It does not read a journal or a snapshot, parse a configuration, lay out a grid or copy to a
 * second buffer: those are the kiosk's own costs, and the ratio is meant to show them.
 *
 * A third argument writes the frame to that path as a binary PPM, to look at (untimed).
 *
 * Built by script/start-reference with Debian's gcc, libfreetype-dev and libharfbuzz-dev
 * (script/setup's run level). Usage: start_reference FONT [WIDTHxHEIGHT [OUT.ppm]]
 */
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <hb-ft.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

struct frame {
    uint32_t *pixels;
    int width, height, stride; /* stride in pixels */
};

static void fill(struct frame *f, int x, int y, int w, int h, uint32_t colour) {
    if (x < 0) { w += x; x = 0; }
    if (y < 0) { h += y; y = 0; }
    if (x + w > f->width) w = f->width - x;
    if (y + h > f->height) h = f->height - y;
    for (int row = y; row < y + h; row++) {
        uint32_t *p = f->pixels + (size_t)row * f->stride + x;
        for (int i = 0; i < w; i++) p[i] = colour;
    }
}

/* Coverage c (0-255) of colour over the pixel, as the kiosk's canvas blends. */
static inline void blend(uint32_t *p, uint32_t c, uint32_t colour) {
    if (c == 0) return;
    if (c == 255) { *p = colour; return; }
    uint32_t a = c + (c >> 7);
    uint32_t d = *p;
    uint32_t rb = (((colour & 0xFF00FF) * a + (d & 0xFF00FF) * (256 - a)) >> 8) & 0xFF00FF;
    uint32_t g = (((colour & 0x00FF00) * a + (d & 0x00FF00) * (256 - a)) >> 8) & 0x00FF00;
    *p = rb | g;
}

/* Shapes `text` at `pixels` size and draws it with its baseline at (x, y). */
static void draw_text(struct frame *f, FT_Face face, hb_font_t *font, const char *text, int pixels, int x, int y,
                      uint32_t colour) {
    FT_Set_Pixel_Sizes(face, 0, (FT_UInt)pixels);
    hb_ft_font_changed(font);
    hb_buffer_t *buffer = hb_buffer_create();
    hb_buffer_add_utf8(buffer, text, -1, 0, -1);
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(font, buffer, NULL, 0);
    unsigned int count = 0;
    hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buffer, &count);
    int pen = x * 64;
    for (unsigned int i = 0; i < count; i++) {
        if (FT_Load_Glyph(face, info[i].codepoint, FT_LOAD_DEFAULT) == 0 &&
            FT_Render_Glyph(face->glyph, FT_RENDER_MODE_NORMAL) == 0) {
            FT_Bitmap *b = &face->glyph->bitmap;
            int left = (pen + pos[i].x_offset) / 64 + face->glyph->bitmap_left;
            int top = y - pos[i].y_offset / 64 - face->glyph->bitmap_top;
            for (unsigned int r = 0; r < b->rows; r++) {
                int py = top + (int)r;
                if (py < 0 || py >= f->height) continue;
                for (unsigned int c = 0; c < b->width; c++) {
                    int px = left + (int)c;
                    if (px < 0 || px >= f->width) continue;
                    blend(f->pixels + (size_t)py * f->stride + px, b->buffer[r * b->pitch + c], colour);
                }
            }
        }
        pen += pos[i].x_advance;
    }
    hb_buffer_destroy(buffer);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FONT [WIDTHxHEIGHT]\n", argv[0]);
        return 2;
    }
    int width = 1920, height = 1080;
    if (argc > 2 && sscanf(argv[2], "%dx%d", &width, &height) != 2) {
        fprintf(stderr, "start_reference: %s is not WIDTHxHEIGHT\n", argv[2]);
        return 2;
    }
    FT_Library library;
    FT_Face face;
    if (FT_Init_FreeType(&library) != 0 || FT_New_Face(library, argv[1], 0, &face) != 0) {
        fprintf(stderr, "start_reference: cannot open the font %s\n", argv[1]);
        return 1;
    }
    hb_font_t *font = hb_ft_font_create_referenced(face);

    int pitch = (width * 4 + 63) / 64 * 64;
    size_t length = (size_t)pitch * (size_t)height;
    void *memory = mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) {
        perror("start_reference: mmap");
        return 1;
    }
    struct frame f = {memory, width, height, pitch / 4};

    /* Sizes and places as fractions of the height, near the kiosk's 1080p daylight board. */
    int h = height;
    uint32_t ink = 0x101418, panel = 0xE8ECEF, accent = 0x0B5FA5, background = 0xFAFAF7;
    fill(&f, 0, 0, width, height, background);
    fill(&f, 0, 0, width, h * 12 / 100, accent);
    fill(&f, width / 20, h * 16 / 100, width * 9 / 10, h * 40 / 100, panel);
    fill(&f, width / 20, h * 60 / 100, width * 9 / 10, h * 34 / 100, panel);
    draw_text(&f, face, font, "Riverside CC v Hillview CC", h * 6 / 100, width / 20, h * 9 / 100, 0xFFFFFF);
    draw_text(&f, face, font, "Hillview CC", h * 7 / 100, width / 16, h * 25 / 100, ink);
    draw_text(&f, face, font, "142/6", h * 22 / 100, width / 16, h * 46 / 100, ink);
    draw_text(&f, face, font, "17.3 overs", h * 6 / 100, width * 11 / 20, h * 30 / 100, ink);
    draw_text(&f, face, font, "Target 168 \xc2\xb7 need 26 from 15", h * 5 / 100, width * 11 / 20, h * 40 / 100, ink);
    draw_text(&f, face, font, "Run rate 8.11 \xc2\xb7 required 10.40", h * 4 / 100, width * 11 / 20, h * 48 / 100, ink);
    draw_text(&f, face, font, "A. Fernando*  54 (38)", h * 5 / 100, width / 16, h * 68 / 100, ink);
    draw_text(&f, face, font, "R. Okonkwo  17 (12)", h * 5 / 100, width / 16, h * 76 / 100, ink);
    draw_text(&f, face, font, "M. Lindqvist  3.3-0-31-2", h * 5 / 100, width * 11 / 20, h * 68 / 100, ink);
    draw_text(&f, face, font, "This over: 1 4 W 0 2 1", h * 5 / 100, width * 11 / 20, h * 76 / 100, ink);
    draw_text(&f, face, font, "Last wicket: J. Dube 22 (15)", h * 4 / 100, width / 16, h * 88 / 100, ink);

    /* The first frame is ready: a check on one pixel, so the work cannot be dropped, and the
     * line the bench waits for, as the kiosk logs "presented" after its first frame. */
    uint32_t corner = f.pixels[0];
    fputs("presented\n", stderr);
    if (argc > 3) {
        FILE *out = fopen(argv[3], "wb");
        if (!out) {
            perror("start_reference: the PPM");
            return 1;
        }
        fprintf(out, "P6\n%d %d\n255\n", width, height);
        for (int y = 0; y < height; y++)
            for (int x = 0; x < width; x++) {
                uint32_t p = f.pixels[(size_t)y * f.stride + x];
                unsigned char rgb[3] = {(unsigned char)(p >> 16), (unsigned char)(p >> 8), (unsigned char)p};
                fwrite(rgb, 1, 3, out);
            }
        fclose(out);
    }
    hb_font_destroy(font);
    FT_Done_FreeType(library);
    return corner == accent ? 0 : 3;
}
