#ifndef SCORELINE_BLUEZ_GATT_H
#define SCORELINE_BLUEZ_GATT_H
// The scorer's-app feed as a Bluetooth LE peripheral (docs/bluetooth.md, ADR 038): one GATT
// service with one writable characteristic, and an LE advertisement, registered with BlueZ
// over D-Bus through sd-bus. sd-bus declares object vtables with macros Swift cannot import,
// so the D-Bus objects are here in C; everything else (what a write means, the journal, the
// screen) is the Swift side's. The peripheral never blocks: the caller polls its descriptor
// on its own loop and calls `scoreline_gatt_process` when it is readable.
#include <stddef.h>
#include <stdint.h>

#define SCORELINE_FEED_SERVICE_UUID "5a0d6a15-b664-4304-8530-3a0ec53e5bc1"
#define SCORELINE_FEED_CHARACTERISTIC_UUID "df531f62-fc0b-40ce-81b2-32a6262ea440"

/// What the peripheral reports to its owner.
enum scoreline_gatt_event_kind {
    /// A central wrote the characteristic: `device` is its object path, `bytes` the value.
    /// The callback's return value is the answer (`scoreline_gatt_verdict`).
    SCORELINE_GATT_WRITE = 1,
    /// A device on our adapter connected (`device`).
    SCORELINE_GATT_CONNECTED = 2,
    /// A device on our adapter disconnected (`device`).
    SCORELINE_GATT_DISCONNECTED = 3,
    /// The service and the advertisement are registered: centrals can find us (`message`:
    /// the adapter's path).
    SCORELINE_GATT_READY = 4,
    /// Something went wrong that a person may need to act on (`message` says what: BlueZ not
    /// running, no such adapter, a registration refused). The peripheral keeps waiting for
    /// BlueZ or the adapter to come back and registers again by itself.
    SCORELINE_GATT_PROBLEM = 5,
    /// A central asks to pair (BlueZ's agent, "just works"): `device`. The callback's return
    /// value is the answer (ACCEPT, or anything else to refuse). Asked only with encrypted
    /// writes, where the peripheral is BlueZ's default agent.
    SCORELINE_GATT_PAIRING = 6,
};

/// The answer to a write.
enum scoreline_gatt_verdict {
    SCORELINE_GATT_ACCEPT = 0,
    /// Another central is the scorer now: the write is refused as "not permitted".
    SCORELINE_GATT_REFUSE_OTHER_CENTRAL = 1,
    /// The value is too long for a field write.
    SCORELINE_GATT_REFUSE_LENGTH = 2,
};

typedef int (*scoreline_gatt_callback)(void *context, int kind, const char *device,
                                       const uint8_t *bytes, size_t length, const char *message);

typedef struct scoreline_gatt scoreline_gatt;

/// Connects to the bus (`bus_address` NULL: the system bus), exports the objects and asks
/// BlueZ to register them on `adapter` ("hci0"), advertising `name`. With `encrypted_writes`
/// the characteristic takes writes only over an encrypted (paired) link. Returns 0 and the
/// peripheral, or a negative errno with `error` filled in.
int scoreline_gatt_open(scoreline_gatt **out, const char *bus_address, const char *adapter,
                        const char *name, int encrypted_writes, scoreline_gatt_callback callback,
                        void *context, char *error, size_t error_length);

/// The descriptor to poll, and the events to poll it for (POLLIN, and POLLOUT while output
/// is queued).
int scoreline_gatt_fd(scoreline_gatt *gatt);
int scoreline_gatt_events(scoreline_gatt *gatt);

/// Milliseconds until sd-bus needs `process` called even without input (a method call's
/// timeout), or -1 for none.
int64_t scoreline_gatt_timeout_ms(scoreline_gatt *gatt);

/// Handles whatever is waiting; returns 0 or a negative errno (the bus is gone).
int scoreline_gatt_process(scoreline_gatt *gatt);

/// Unregisters (best effort: BlueZ forgets our objects when we leave the bus anyway) and frees.
void scoreline_gatt_close(scoreline_gatt *gatt);

#endif
