// libpng from Debian (libpng-dev): writes golden images and `scoreline render` frames.
#include <png.h>
