// zlib from Debian (zlib1g-dev): the journal uses its crc32 for record checksums.
#include <zlib.h>
