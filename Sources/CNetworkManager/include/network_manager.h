#ifndef SCORELINE_NETWORK_MANAGER_H
#define SCORELINE_NETWORK_MANAGER_H
// The hotspot through NetworkManager's documented D-Bus API (docs/network.md, ADR 051), over
// sd-bus: the message building is here in C because sd_bus_message_append is variadic, which
// Swift cannot call. Every call is synchronous with a bounded timeout (SCORELINE_NM_TIMEOUT_USEC).
#include <stddef.h>

#define SCORELINE_NM_TIMEOUT_USEC 2000000ULL

typedef struct scoreline_nm scoreline_nm;

typedef struct {
    /// 1 when NetworkManager answered on the bus.
    int manager_running;
    /// The Wi-Fi device's interface ("wlan0"); empty: none (or not the one asked for).
    char radio[32];
    /// 1 when the connection named `connection_id` is activating or active.
    int hotspot_active;
    /// 1 when any other connection (not loopback) is fully active.
    int other_connected;
} scoreline_nm_status;

/// Connects to the bus (`bus_address` NULL: the system bus). 0, or a negative errno with
/// `error` filled in.
int scoreline_nm_open(scoreline_nm **out, const char *bus_address, char *error, size_t error_length);
void scoreline_nm_close(scoreline_nm *nm);

/// NetworkManager's devices and active connections. `interface` NULL: the first Wi-Fi device.
int scoreline_nm_status_read(scoreline_nm *nm, const char *interface, const char *connection_id,
                             scoreline_nm_status *out, char *error, size_t error_length);

/// AddAndActivateConnection2 with a volatile access-point connection (WPA2-PSK, ipv4 shared
/// at `address`/`prefix`, no IPv6) on the Wi-Fi device (`interface` NULL: the first).
int scoreline_nm_hotspot_up(scoreline_nm *nm, const char *interface, const char *connection_id,
                            const char *ssid, const char *passphrase, const char *address,
                            unsigned prefix, char *error, size_t error_length);

/// DeactivateConnection of the active connection named `connection_id`, if there is one.
int scoreline_nm_hotspot_down(scoreline_nm *nm, const char *connection_id, char *error, size_t error_length);

#endif
