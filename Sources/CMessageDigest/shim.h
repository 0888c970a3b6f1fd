// OpenSSL's libcrypto from Debian (libssl-dev, Apache-2.0): SHA-256 for the phone web app's
// stored token hashes (ADR 027). The kiosk already loads it through libmosquitto, and unlike
// swift-crypto it brings no second BoringSSL and no Foundation into the binary (ADR 026).
#include <openssl/evp.h>
