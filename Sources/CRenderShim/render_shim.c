// Everything lives in include/render_shim.h as static inline functions; a C target needs one
// source file to build.
#include "render_shim.h"
