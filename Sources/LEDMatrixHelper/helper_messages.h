#ifndef SCORELINE_LEDMATRIX_MESSAGES_H
#define SCORELINE_LEDMATRIX_MESSAGES_H
// Every sentence scoreline-ledmatrix says: on its standard error, and to the kiosk, which
// logs it and (at start) exits with it. Written for the person installing the panel.

#define SL_LIBRARY_FILE "librgbmatrix.so.1"

#define SL_INSTALL_STEPS \
    "build rpi-rgb-led-matrix as its README says (git clone https://github.com/hzeller/rpi-rgb-led-matrix; " \
    "make -C rpi-rgb-led-matrix/lib), then install the library: " \
    "sudo install -m 0644 rpi-rgb-led-matrix/lib/" SL_LIBRARY_FILE " /usr/local/lib/ && sudo ldconfig " \
    "(docs/ledmatrix.md)"

/// dlopen failed; %s is dlerror()'s text.
#define SL_LIBRARY_MISSING \
    "The LED matrix library " SL_LIBRARY_FILE " could not be loaded (%s). To drive a HUB75 panel, " SL_INSTALL_STEPS "."

/// dlsym failed for a function; %s is its name.
#define SL_SYMBOL_MISSING \
    SL_LIBRARY_FILE " was found at %s but has no %s: it is older than the C API scoreline needs (2026-04 or later). " \
    "Rebuild it from a current checkout: " SL_INSTALL_STEPS "."

/// %s is the library's path.
#define SL_LIBRARY_TOO_OLD \
    SL_LIBRARY_FILE " at %s is older than April 2026 (before rpi-rgb-led-matrix's Pi 5 support), whose options " \
    "scoreline's helper does not pass the same way. Rebuild it from a current checkout: " SL_INSTALL_STEPS "."

#define SL_LIBRARY_FOUND "%s found at %s.\n"

#define SL_CREATE_FAILED \
    "The LED matrix library would not start the panel (its reason is on the line before this one in the log). " \
    "The usual causes: not run as root (the socket unit scoreline-ledmatrix.socket starts it as root), " \
    "the Pi's sound driver snd_bcm2835 is loaded (blacklist it in /etc/modprobe.d/blacklist-rgb-matrix.conf and reboot), " \
    "or an option the library refuses ([ledmatrix] in the config; docs/ledmatrix.md)."

/// %d x %d the library's canvas, %d x %d the kiosk's frame.
#define SL_SIZE_MISMATCH \
    "The library made a %dx%d canvas, but the config describes a %dx%d panel (cols x chain by rows x parallel): " \
    "check the [ledmatrix] keys and the hardware mapping."

#define SL_BAD_HELLO \
    "The kiosk's first message was not a valid set-up (a scoreline and scoreline-ledmatrix of different versions?)."
#define SL_NO_FRAME_MEMORY "The frame's shared memory could not be mapped (%s)."
#define SL_USAGE \
    "usage: scoreline-ledmatrix [--check]\n" \
    "Drives a HUB75 LED matrix for `scoreline run --output ledmatrix`, which starts it (or systemd's\n" \
    "scoreline-ledmatrix.socket does) with its channel on descriptor 3. --check says whether\n" \
    SL_LIBRARY_FILE " can be loaded, and exits 0 when it can.\n"

#endif
