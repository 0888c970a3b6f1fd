// libmd from Debian (libmd-dev, BSD-3-Clause and ISC): SHA-256 for the phone web app's stored
// token hashes and CSRF values (ADR 027). Chosen over libcrypto's EVP digest, which starts
// OpenSSL's provider machinery on first use and cost the kiosk about 2 MB resident (ADR 031).
#include <sys/types.h>
#include <stdint.h>
#include <sha2.h>
