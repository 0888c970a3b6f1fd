// FreeType from Debian (libfreetype-dev): glyph outlines rasterised into the renderer's own cache.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
