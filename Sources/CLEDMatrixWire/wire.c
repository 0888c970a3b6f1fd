// Everything is static inline in the header; SwiftPM needs one source file for the target.
#include "ledmatrix_wire.h"
