// libjpeg-turbo's TurboJPEG API from Debian (libturbojpeg0-dev; BSD-3-Clause, IJG and zlib
// licences): decodes the roster's photos and logos, and encodes the stored headshots (ADR 053).
#include <turbojpeg.h>
