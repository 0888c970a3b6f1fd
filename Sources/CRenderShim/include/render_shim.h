// Function-like C macros the renderer needs, as static inline functions Swift can call
// (Swift imports only simple constant macros).
#pragma once
#include <ft2build.h>
#include FT_FREETYPE_H

/// FT_LOAD_TARGET_LIGHT: hint vertically only, which keeps glyph shapes and widths true.
static inline FT_Int32 scoreline_ft_load_target_light(void) { return FT_LOAD_TARGET_LIGHT; }
