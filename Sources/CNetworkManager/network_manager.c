// NetworkManager's D-Bus API for the hotspot (network_manager.h). Paths and constants are
// NetworkManager's documented ones: NM_DEVICE_TYPE_WIFI = 2, NM_ACTIVE_CONNECTION_STATE
// ACTIVATING = 1 and ACTIVATED = 2.
#include "network_manager.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <systemd/sd-bus.h>

#define NM "org.freedesktop.NetworkManager"
#define NM_PATH "/org/freedesktop/NetworkManager"
#define NM_DEVICE NM ".Device"
#define NM_ACTIVE NM ".Connection.Active"
#define DEVICE_TYPE_WIFI 2
#define STATE_ACTIVATING 1
#define STATE_ACTIVATED 2
#define MAX_PATHS 64

struct scoreline_nm {
    sd_bus *bus;
};

static uint64_t now_usec(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000ULL + (uint64_t)ts.tv_nsec / 1000ULL;
}

static int fail(char *error, size_t length, int r, const char *what, const sd_bus_error *bus_error) {
    if (bus_error && sd_bus_error_is_set(bus_error)) {
        snprintf(error, length, "%s: %s (%s)", what, bus_error->message ? bus_error->message : "no reason given",
                 bus_error->name ? bus_error->name : "unknown error");
    } else {
        snprintf(error, length, "%s: %s", what, strerror(r < 0 ? -r : r));
    }
    return r < 0 ? r : -EIO;
}

int scoreline_nm_open(scoreline_nm **out, const char *bus_address, char *error, size_t error_length) {
    scoreline_nm *nm = calloc(1, sizeof *nm);
    if (!nm) return fail(error, error_length, -ENOMEM, "NetworkManager", NULL);
    int r;
    if (bus_address) {
        if ((r = sd_bus_new(&nm->bus)) >= 0 && (r = sd_bus_set_address(nm->bus, bus_address)) >= 0 &&
            (r = sd_bus_set_bus_client(nm->bus, 1)) >= 0) {
            r = sd_bus_start(nm->bus);
        }
    } else {
        r = sd_bus_open_system(&nm->bus);
    }
    // The connection is set up (authentication, Hello) within the same bounded time as a
    // call: left to sd_bus_call, it would wait for the bus's answer up to sd-bus's own 90 s.
    uint64_t deadline = now_usec() + SCORELINE_NM_TIMEOUT_USEC;
    while (r >= 0 && (r = sd_bus_is_ready(nm->bus)) == 0) {
        uint64_t now = now_usec();
        if (now >= deadline) {
            r = -ETIMEDOUT;
            break;
        }
        if ((r = sd_bus_process(nm->bus, NULL)) > 0) continue;
        if (r >= 0) r = sd_bus_wait(nm->bus, deadline - now);
    }
    if (r < 0) {
        scoreline_nm_close(nm);
        return fail(error, error_length, r, "Cannot connect to the system bus", NULL);
    }
    *out = nm;
    return 0;
}

void scoreline_nm_close(scoreline_nm *nm) {
    if (!nm) return;
    if (nm->bus) sd_bus_flush_close_unref(nm->bus);
    free(nm);
}

// A property's value, read with Properties.Get; the reply is left entered into its variant.
static int get_property(scoreline_nm *nm, const char *path, const char *interface, const char *name,
                        const char *type, sd_bus_message **reply, sd_bus_error *bus_error) {
    sd_bus_message *call = NULL;
    int r = sd_bus_message_new_method_call(nm->bus, &call, NM, path, "org.freedesktop.DBus.Properties", "Get");
    if (r >= 0) r = sd_bus_message_append(call, "ss", interface, name);
    if (r >= 0) r = sd_bus_call(nm->bus, call, SCORELINE_NM_TIMEOUT_USEC, bus_error, reply);
    sd_bus_message_unref(call);
    if (r >= 0) r = sd_bus_message_enter_container(*reply, 'v', type);
    return r;
}

static int get_u32(scoreline_nm *nm, const char *path, const char *interface, const char *name, uint32_t *value) {
    sd_bus_error bus_error = SD_BUS_ERROR_NULL;
    sd_bus_message *reply = NULL;
    int r = get_property(nm, path, interface, name, "u", &reply, &bus_error);
    if (r >= 0) r = sd_bus_message_read_basic(reply, 'u', value);
    sd_bus_message_unref(reply);
    sd_bus_error_free(&bus_error);
    return r;
}

static int get_string(scoreline_nm *nm, const char *path, const char *interface, const char *name, char *value, size_t length) {
    sd_bus_error bus_error = SD_BUS_ERROR_NULL;
    sd_bus_message *reply = NULL;
    const char *text = NULL;
    int r = get_property(nm, path, interface, name, "s", &reply, &bus_error);
    if (r >= 0) r = sd_bus_message_read_basic(reply, 's', &text);
    if (r >= 0) snprintf(value, length, "%s", text ? text : "");
    sd_bus_message_unref(reply);
    sd_bus_error_free(&bus_error);
    return r;
}

// Object paths from an `ao` property of NetworkManager's own object, or from GetDevices.
static int read_paths(sd_bus_message *reply, char paths[][128], int *count) {
    int r = sd_bus_message_enter_container(reply, 'a', "o");
    if (r < 0) return r;
    const char *path;
    *count = 0;
    while ((r = sd_bus_message_read_basic(reply, 'o', &path)) > 0) {
        if (*count < MAX_PATHS) snprintf(paths[(*count)++], 128, "%s", path);
    }
    return r < 0 ? r : sd_bus_message_exit_container(reply);
}

// The Wi-Fi device's object path and interface: the one named, or the first.
static int find_wifi(scoreline_nm *nm, const char *interface, char *path, char *name, size_t name_length,
                     char *error, size_t error_length) {
    sd_bus_error bus_error = SD_BUS_ERROR_NULL;
    sd_bus_message *reply = NULL;
    char devices[MAX_PATHS][128];
    int count = 0;
    int r = sd_bus_call_method(nm->bus, NM, NM_PATH, NM, "GetDevices", &bus_error, &reply, "");
    if (r >= 0) r = read_paths(reply, devices, &count);
    sd_bus_message_unref(reply);
    if (r < 0) {
        r = fail(error, error_length, r, "NetworkManager did not list its devices", &bus_error);
        sd_bus_error_free(&bus_error);
        return r;
    }
    for (int i = 0; i < count; i++) {
        uint32_t type = 0;
        char device[32] = "";
        if (get_u32(nm, devices[i], NM_DEVICE, "DeviceType", &type) < 0 || type != DEVICE_TYPE_WIFI) continue;
        if (get_string(nm, devices[i], NM_DEVICE, "Interface", device, sizeof device) < 0) continue;
        if (interface && strcmp(interface, device) != 0) continue;
        snprintf(path, 128, "%s", devices[i]);
        snprintf(name, name_length, "%s", device);
        return 1;
    }
    return 0;
}

// The active connection named `connection_id` (its path in `match`), and whether any other
// non-loopback connection is fully activated.
static int scan_active(scoreline_nm *nm, const char *connection_id, char *match, int *hotspot, int *other,
                       char *error, size_t error_length) {
    sd_bus_error bus_error = SD_BUS_ERROR_NULL;
    sd_bus_message *reply = NULL;
    char active[MAX_PATHS][128];
    int count = 0;
    int r = get_property(nm, NM_PATH, NM, "ActiveConnections", "ao", &reply, &bus_error);
    if (r >= 0) r = read_paths(reply, active, &count);
    sd_bus_message_unref(reply);
    if (r < 0) {
        r = fail(error, error_length, r, "NetworkManager did not list its active connections", &bus_error);
        sd_bus_error_free(&bus_error);
        return r;
    }
    *hotspot = 0;
    *other = 0;
    for (int i = 0; i < count; i++) {
        char id[256] = "", type[64] = "";
        uint32_t state = 0;
        if (get_string(nm, active[i], NM_ACTIVE, "Id", id, sizeof id) < 0) continue;
        if (get_string(nm, active[i], NM_ACTIVE, "Type", type, sizeof type) < 0) continue;
        if (get_u32(nm, active[i], NM_ACTIVE, "State", &state) < 0) continue;
        if (strcmp(id, connection_id) == 0) {
            if (state == STATE_ACTIVATING || state == STATE_ACTIVATED) {
                *hotspot = 1;
                if (match) snprintf(match, 128, "%s", active[i]);
            }
        } else if (state == STATE_ACTIVATED && strcmp(type, "loopback") != 0) {
            *other = 1;
        }
    }
    return 0;
}

int scoreline_nm_status_read(scoreline_nm *nm, const char *interface, const char *connection_id,
                             scoreline_nm_status *out, char *error, size_t error_length) {
    memset(out, 0, sizeof *out);
    char path[128];
    int r = find_wifi(nm, interface, path, out->radio, sizeof out->radio, error, error_length);
    if (r < 0) return r;
    out->manager_running = 1;
    return scan_active(nm, connection_id, NULL, &out->hotspot_active, &out->other_connected, error, error_length);
}

static int append_string_entry(sd_bus_message *m, const char *key, const char *value) {
    return sd_bus_message_append(m, "{sv}", key, "s", value);
}

// The connection as a{sa{sv}}: the settings HotspotProfile.settings lists.
static int append_settings(sd_bus_message *m, const char *connection_id, const char *ssid, const char *passphrase,
                           const char *address, unsigned prefix) {
    int r = sd_bus_message_open_container(m, 'a', "{sa{sv}}");
    if (r < 0) return r;

    if ((r = sd_bus_message_open_container(m, 'e', "sa{sv}")) < 0) return r;
    if ((r = sd_bus_message_append(m, "s", "connection")) < 0) return r;
    if ((r = sd_bus_message_open_container(m, 'a', "{sv}")) < 0) return r;
    if ((r = append_string_entry(m, "id", connection_id)) < 0) return r;
    if ((r = append_string_entry(m, "type", "802-11-wireless")) < 0) return r;
    if ((r = sd_bus_message_append(m, "{sv}", "autoconnect", "b", 0)) < 0) return r;
    if ((r = sd_bus_message_close_container(m)) < 0 || (r = sd_bus_message_close_container(m)) < 0) return r;

    if ((r = sd_bus_message_open_container(m, 'e', "sa{sv}")) < 0) return r;
    if ((r = sd_bus_message_append(m, "s", "802-11-wireless")) < 0) return r;
    if ((r = sd_bus_message_open_container(m, 'a', "{sv}")) < 0) return r;
    if ((r = append_string_entry(m, "mode", "ap")) < 0) return r;
    if ((r = append_string_entry(m, "band", "bg")) < 0) return r;
    if ((r = sd_bus_message_open_container(m, 'e', "sv")) < 0) return r;
    if ((r = sd_bus_message_append(m, "s", "ssid")) < 0) return r;
    if ((r = sd_bus_message_open_container(m, 'v', "ay")) < 0) return r;
    if ((r = sd_bus_message_append_array(m, 'y', ssid, strlen(ssid))) < 0) return r;
    if ((r = sd_bus_message_close_container(m)) < 0 || (r = sd_bus_message_close_container(m)) < 0) return r;
    if ((r = sd_bus_message_close_container(m)) < 0 || (r = sd_bus_message_close_container(m)) < 0) return r;

    if ((r = sd_bus_message_open_container(m, 'e', "sa{sv}")) < 0) return r;
    if ((r = sd_bus_message_append(m, "s", "802-11-wireless-security")) < 0) return r;
    if ((r = sd_bus_message_open_container(m, 'a', "{sv}")) < 0) return r;
    if ((r = append_string_entry(m, "key-mgmt", "wpa-psk")) < 0) return r;
    if ((r = sd_bus_message_append(m, "{sv}", "proto", "as", 1, "rsn")) < 0) return r;
    if ((r = sd_bus_message_append(m, "{sv}", "pairwise", "as", 1, "ccmp")) < 0) return r;
    if ((r = sd_bus_message_append(m, "{sv}", "group", "as", 1, "ccmp")) < 0) return r;
    if ((r = append_string_entry(m, "psk", passphrase)) < 0) return r;
    if ((r = sd_bus_message_close_container(m)) < 0 || (r = sd_bus_message_close_container(m)) < 0) return r;

    if ((r = sd_bus_message_open_container(m, 'e', "sa{sv}")) < 0) return r;
    if ((r = sd_bus_message_append(m, "s", "ipv4")) < 0) return r;
    if ((r = sd_bus_message_open_container(m, 'a', "{sv}")) < 0) return r;
    if ((r = append_string_entry(m, "method", "shared")) < 0) return r;
    if ((r = sd_bus_message_append(m, "{sv}", "address-data", "aa{sv}", 1, 2, "address", "s", address, "prefix", "u", prefix)) < 0) return r;
    if ((r = sd_bus_message_close_container(m)) < 0 || (r = sd_bus_message_close_container(m)) < 0) return r;

    if ((r = sd_bus_message_open_container(m, 'e', "sa{sv}")) < 0) return r;
    if ((r = sd_bus_message_append(m, "s", "ipv6")) < 0) return r;
    if ((r = sd_bus_message_open_container(m, 'a', "{sv}")) < 0) return r;
    if ((r = append_string_entry(m, "method", "disabled")) < 0) return r;
    if ((r = sd_bus_message_close_container(m)) < 0 || (r = sd_bus_message_close_container(m)) < 0) return r;

    return sd_bus_message_close_container(m);
}

int scoreline_nm_hotspot_up(scoreline_nm *nm, const char *interface, const char *connection_id,
                            const char *ssid, const char *passphrase, const char *address,
                            unsigned prefix, char *error, size_t error_length) {
    char device[128], name[32];
    int r = find_wifi(nm, interface, device, name, sizeof name, error, error_length);
    if (r < 0) return r;
    if (r == 0) {
        snprintf(error, error_length, "NetworkManager has no Wi-Fi device%s%s", interface ? " " : "", interface ? interface : "");
        return -ENODEV;
    }
    sd_bus_message *call = NULL, *reply = NULL;
    sd_bus_error bus_error = SD_BUS_ERROR_NULL;
    r = sd_bus_message_new_method_call(nm->bus, &call, NM, NM_PATH, NM, "AddAndActivateConnection2");
    if (r >= 0) r = append_settings(call, connection_id, ssid, passphrase, address, prefix);
    // The device, no specific object, and "persist" = "volatile": the profile lives only while
    // it is active, so no stale copy with an old passphrase is ever left on the disk.
    if (r >= 0) r = sd_bus_message_append(call, "oo", device, "/");
    if (r >= 0) r = sd_bus_message_append(call, "a{sv}", 1, "persist", "s", "volatile");
    if (r >= 0) r = sd_bus_call(nm->bus, call, SCORELINE_NM_TIMEOUT_USEC, &bus_error, &reply);
    if (r < 0) r = fail(error, error_length, r, "NetworkManager did not start the hotspot", &bus_error);
    sd_bus_message_unref(call);
    sd_bus_message_unref(reply);
    sd_bus_error_free(&bus_error);
    return r < 0 ? r : 0;
}

int scoreline_nm_hotspot_down(scoreline_nm *nm, const char *connection_id, char *error, size_t error_length) {
    char active[128] = "";
    int hotspot = 0, other = 0;
    int r = scan_active(nm, connection_id, active, &hotspot, &other, error, error_length);
    if (r < 0 || !hotspot) return r;
    sd_bus_error bus_error = SD_BUS_ERROR_NULL;
    r = sd_bus_call_method(nm->bus, NM, NM_PATH, NM, "DeactivateConnection", &bus_error, NULL, "o", active);
    if (r < 0) r = fail(error, error_length, r, "NetworkManager did not stop the hotspot", &bus_error);
    sd_bus_error_free(&bus_error);
    return r < 0 ? r : 0;
}
