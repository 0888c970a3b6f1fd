// The helpers are static inline in the header; SwiftPM needs one source file for the target.
#include "input_shim.h"
