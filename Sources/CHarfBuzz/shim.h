// HarfBuzz from Debian (libharfbuzz-dev): shaping of Indic scripts and combining marks.
#include <hb.h>
#include <hb-ft.h>
