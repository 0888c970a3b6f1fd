// Function-like C macros the renderer needs, as static inline functions Swift can call
// (Swift imports only simple constant macros).
#pragma once
#include <ft2build.h>
#include FT_FREETYPE_H

/// FT_LOAD_TARGET_LIGHT: hint vertically only, which keeps glyph shapes and widths true.
static inline FT_Int32 scoreline_ft_load_target_light(void) { return FT_LOAD_TARGET_LIGHT; }

/// FT_LOAD_TARGET_MONO: full hinting for one-bit rendering, each pixel on or off. An LED is a
/// pixel: a grey edge is a dim LED that reads as a blur from across a ground.
static inline FT_Int32 scoreline_ft_load_target_mono(void) { return FT_LOAD_TARGET_MONO; }
