// libqrencode from Debian (libqrencode-dev, LGPL-2.1+, linked dynamically): the QR code
// symbols the board shows for joining its Wi-Fi and pairing a phone (docs/network.md, ADR 050).
// The renderer draws the modules; this library only says which are dark.
#include <qrencode.h>
