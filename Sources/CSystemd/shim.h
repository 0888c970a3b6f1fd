// sd-bus from libsystemd (Debian's libsystemd-dev): the D-Bus client the Bluetooth feed talks
// to BlueZ with. Only the bus is used; the vtables live in CBlueZGatt, in C, because sd-bus
// declares them with macros Swift cannot import.
#include <systemd/sd-bus.h>
