// libdrm from Debian (libdrm-dev): DRM/KMS mode setting, dumb buffers and page flips.
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>
