// The GATT peripheral of bluez_gatt.h, on BlueZ's documented D-Bus API (GattManager1,
// LEAdvertisingManager1, GattService1, GattCharacteristic1, LEAdvertisement1). No HCI here:
// bluetoothd owns the controller.
#include "bluez_gatt.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <systemd/sd-bus.h>

#define APP_PATH "/org/scoreline/feed"
#define SERVICE_PATH APP_PATH "/service0"
#define CHARACTERISTIC_PATH SERVICE_PATH "/char0"
// Outside the application's tree: BlueZ reads every object under the application's path as
// part of the GATT database.
#define ADVERTISEMENT_PATH "/org/scoreline/advertisement0"
#define AGENT_PATH "/org/scoreline/agent0"
#define BLUEZ "org.bluez"

struct scoreline_gatt {
    sd_bus *bus;
    char adapter_path[64];
    char name[32];
    int encrypted_writes;
    scoreline_gatt_callback callback;
    void *context;
    // Which of the two registrations BlueZ has confirmed since it last (re)appeared.
    int application_registered;
    int advertisement_registered;
    // A registration is asked for at most once per appearance of BlueZ or the adapter.
    int registering;
};

static void report(scoreline_gatt *gatt, int kind, const char *device, const char *message) {
    gatt->callback(gatt->context, kind, device, NULL, 0, message);
}

static void report_error(scoreline_gatt *gatt, const char *what, const sd_bus_error *error) {
    char text[512];
    snprintf(text, sizeof text, "%s on %s: %s (%s)", what, gatt->adapter_path,
             error && error->message ? error->message : "no reason given",
             error && error->name ? error->name : "unknown error");
    report(gatt, SCORELINE_GATT_PROBLEM, NULL, text);
}

// MARK: properties

static int property_string(sd_bus_message *reply, const char *value) {
    return sd_bus_message_append(reply, "s", value);
}

static int service_uuid(sd_bus *bus, const char *path, const char *interface, const char *property,
                        sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    (void)bus; (void)path; (void)interface; (void)property; (void)userdata; (void)error;
    return property_string(reply, SCORELINE_FEED_SERVICE_UUID);
}

static int characteristic_uuid(sd_bus *bus, const char *path, const char *interface, const char *property,
                               sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    (void)bus; (void)path; (void)interface; (void)property; (void)userdata; (void)error;
    return property_string(reply, SCORELINE_FEED_CHARACTERISTIC_UUID);
}

static int primary(sd_bus *bus, const char *path, const char *interface, const char *property,
                   sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    (void)bus; (void)path; (void)interface; (void)property; (void)userdata; (void)error;
    return sd_bus_message_append(reply, "b", 1);
}

static int characteristic_service(sd_bus *bus, const char *path, const char *interface, const char *property,
                                  sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    (void)bus; (void)path; (void)interface; (void)property; (void)userdata; (void)error;
    return sd_bus_message_append(reply, "o", SERVICE_PATH);
}

static int characteristic_flags(sd_bus *bus, const char *path, const char *interface, const char *property,
                                sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    (void)bus; (void)path; (void)interface; (void)property; (void)error;
    scoreline_gatt *gatt = userdata;
    // The apps write with a response; "write-without-response" is offered too, as peers'
    // boards do, so an app that prefers it is not turned away.
    if (gatt->encrypted_writes) return sd_bus_message_append(reply, "as", 1, "encrypt-write");
    return sd_bus_message_append(reply, "as", 2, "write", "write-without-response");
}

static int advertisement_type(sd_bus *bus, const char *path, const char *interface, const char *property,
                              sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    (void)bus; (void)path; (void)interface; (void)property; (void)userdata; (void)error;
    return property_string(reply, "peripheral");
}

static int advertisement_uuids(sd_bus *bus, const char *path, const char *interface, const char *property,
                               sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    (void)bus; (void)path; (void)interface; (void)property; (void)userdata; (void)error;
    return sd_bus_message_append(reply, "as", 1, SCORELINE_FEED_SERVICE_UUID);
}

static int advertisement_name(sd_bus *bus, const char *path, const char *interface, const char *property,
                              sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    (void)bus; (void)path; (void)interface; (void)property; (void)error;
    scoreline_gatt *gatt = userdata;
    return property_string(reply, gatt->name);
}

// MARK: methods

// WriteValue(ay value, a{sv} options): the options name the writing device ("device", o).
static int write_value(sd_bus_message *message, void *userdata, sd_bus_error *error) {
    scoreline_gatt *gatt = userdata;
    const void *bytes = NULL;
    size_t length = 0;
    int r = sd_bus_message_read_array(message, 'y', &bytes, &length);
    if (r < 0) return r;
    const char *device = "";
    r = sd_bus_message_enter_container(message, 'a', "{sv}");
    if (r < 0) return r;
    while ((r = sd_bus_message_enter_container(message, 'e', "sv")) > 0) {
        const char *key = NULL;
        if ((r = sd_bus_message_read(message, "s", &key)) < 0) return r;
        if (key && strcmp(key, "device") == 0 && sd_bus_message_verify_type(message, 'v', "o") > 0) {
            if ((r = sd_bus_message_read(message, "v", "o", &device)) < 0) return r;
        } else if ((r = sd_bus_message_skip(message, "v")) < 0) {
            return r;
        }
        if ((r = sd_bus_message_exit_container(message)) < 0) return r;
    }
    if (r < 0) return r;
    if ((r = sd_bus_message_exit_container(message)) < 0) return r;

    switch (gatt->callback(gatt->context, SCORELINE_GATT_WRITE, device, bytes, length, NULL)) {
    case SCORELINE_GATT_REFUSE_OTHER_CENTRAL:
        return sd_bus_error_set(error, "org.bluez.Error.NotPermitted",
                                "Another scorer's app is connected to this scoreboard.");
    case SCORELINE_GATT_REFUSE_LENGTH:
        return sd_bus_error_set(error, "org.bluez.Error.InvalidValueLength",
                                "A field write is at most 512 bytes.");
    default:
        return sd_bus_reply_method_return(message, "");
    }
}

// BlueZ calls Release when it drops the advertisement (the adapter went away).
static int release_advertisement(sd_bus_message *message, void *userdata, sd_bus_error *error) {
    (void)error;
    scoreline_gatt *gatt = userdata;
    gatt->advertisement_registered = 0;
    return sd_bus_reply_method_return(message, "");
}

// MARK: the pairing agent

static int agent_reject(sd_bus_message *message, void *userdata, sd_bus_error *error) {
    (void)message; (void)userdata;
    return sd_bus_error_set(error, "org.bluez.Error.Rejected", "This scoreboard has no keyboard: pairing is just works.");
}

static int agent_ok(sd_bus_message *message, void *userdata, sd_bus_error *error) {
    (void)userdata; (void)error;
    return sd_bus_reply_method_return(message, "");
}

// RequestAuthorization(o device) and RequestConfirmation(o device, u passkey): a central asks
// to pair. The owner decides (one scorer at a time).
static int agent_authorize(sd_bus_message *message, void *userdata, sd_bus_error *error) {
    scoreline_gatt *gatt = userdata;
    const char *device = NULL;
    int r = sd_bus_message_read(message, "o", &device);
    if (r < 0) return r;
    if (gatt->callback(gatt->context, SCORELINE_GATT_PAIRING, device, NULL, 0, NULL) != SCORELINE_GATT_ACCEPT)
        return sd_bus_error_set(error, "org.bluez.Error.Rejected",
                                "Another scorer's app is connected to this scoreboard.");
    return sd_bus_reply_method_return(message, "");
}

static const sd_bus_vtable agent_vtable[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_METHOD("Release", "", "", agent_ok, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("RequestPinCode", "o", "s", agent_reject, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("DisplayPinCode", "os", "", agent_ok, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("RequestPasskey", "o", "u", agent_reject, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("DisplayPasskey", "ouq", "", agent_ok, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("RequestConfirmation", "ou", "", agent_authorize, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("RequestAuthorization", "o", "", agent_authorize, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("AuthorizeService", "os", "", agent_ok, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("Cancel", "", "", agent_ok, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_VTABLE_END
};

static const sd_bus_vtable service_vtable[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_PROPERTY("UUID", "s", service_uuid, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("Primary", "b", primary, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_VTABLE_END
};

static const sd_bus_vtable characteristic_vtable[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_PROPERTY("UUID", "s", characteristic_uuid, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("Service", "o", characteristic_service, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("Flags", "as", characteristic_flags, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_METHOD("WriteValue", "aya{sv}", "", write_value, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_VTABLE_END
};

static const sd_bus_vtable advertisement_vtable[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_PROPERTY("Type", "s", advertisement_type, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("ServiceUUIDs", "as", advertisement_uuids, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("LocalName", "s", advertisement_name, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_METHOD("Release", "", "", release_advertisement, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_VTABLE_END
};

// MARK: registration

static void maybe_ready(scoreline_gatt *gatt) {
    if (gatt->application_registered && gatt->advertisement_registered) {
        gatt->registering = 0;
        report(gatt, SCORELINE_GATT_READY, NULL, gatt->adapter_path);
    }
}

static int application_registered(sd_bus_message *reply, void *userdata, sd_bus_error *unused) {
    (void)unused;
    scoreline_gatt *gatt = userdata;
    const sd_bus_error *error = sd_bus_message_get_error(reply);
    if (error) {
        gatt->registering = 0;
        report_error(gatt, "BlueZ refused the scoreboard's GATT service", error);
        return 0;
    }
    gatt->application_registered = 1;
    maybe_ready(gatt);
    return 0;
}

static int advertisement_registered(sd_bus_message *reply, void *userdata, sd_bus_error *unused) {
    (void)unused;
    scoreline_gatt *gatt = userdata;
    const sd_bus_error *error = sd_bus_message_get_error(reply);
    if (error) {
        gatt->registering = 0;
        report_error(gatt, "BlueZ refused the scoreboard's advertisement", error);
        return 0;
    }
    gatt->advertisement_registered = 1;
    maybe_ready(gatt);
    return 0;
}

static int agent_made_default(sd_bus_message *reply, void *userdata, sd_bus_error *unused) {
    (void)unused;
    scoreline_gatt *gatt = userdata;
    const sd_bus_error *error = sd_bus_message_get_error(reply);
    if (error) report_error(gatt, "BlueZ refused the scoreboard as its pairing agent (phones cannot pair)", error);
    return 0;
}

static int agent_registered(sd_bus_message *reply, void *userdata, sd_bus_error *unused) {
    (void)unused;
    scoreline_gatt *gatt = userdata;
    const sd_bus_error *error = sd_bus_message_get_error(reply);
    // Already registered: BlueZ kept it from our last registration (the adapter came back).
    if (error && !sd_bus_error_has_name(error, "org.bluez.Error.AlreadyExists")) {
        report_error(gatt, "BlueZ refused the scoreboard's pairing agent (phones cannot pair)", error);
        return 0;
    }
    sd_bus_call_method_async(gatt->bus, NULL, BLUEZ, "/org/bluez", "org.bluez.AgentManager1", "RequestDefaultAgent",
                             agent_made_default, gatt, "o", AGENT_PATH);
    return 0;
}

// bluetoothd refuses a just-works pairing that no agent confirms, so with encrypted writes the
// kiosk is the default agent; NoInputNoOutput, as the board has no keys or passkey display.
static int register_agent(scoreline_gatt *gatt) {
    return sd_bus_call_method_async(gatt->bus, NULL, BLUEZ, "/org/bluez", "org.bluez.AgentManager1", "RegisterAgent",
                                    agent_registered, gatt, "os", AGENT_PATH, "NoInputNoOutput");
}

static int register_both(scoreline_gatt *gatt) {
    int r = sd_bus_call_method_async(gatt->bus, NULL, BLUEZ, gatt->adapter_path, "org.bluez.GattManager1",
                                     "RegisterApplication", application_registered, gatt, "oa{sv}", APP_PATH, 0);
    if (r < 0) return r;
    return sd_bus_call_method_async(gatt->bus, NULL, BLUEZ, gatt->adapter_path, "org.bluez.LEAdvertisingManager1",
                                    "RegisterAdvertisement", advertisement_registered, gatt, "oa{sv}",
                                    ADVERTISEMENT_PATH, 0);
}

// The adapter is switched on first: a scoreboard configured for the feed wants its radio on,
// and BlueZ refuses to advertise on a powered-off adapter.
static int powered(sd_bus_message *reply, void *userdata, sd_bus_error *unused) {
    (void)unused;
    scoreline_gatt *gatt = userdata;
    const sd_bus_error *error = sd_bus_message_get_error(reply);
    if (error) {
        gatt->registering = 0;
        if (sd_bus_error_has_name(error, "org.freedesktop.DBus.Error.ServiceUnknown") ||
            sd_bus_error_has_name(error, "org.freedesktop.DBus.Error.NameHasNoOwner")) {
            report(gatt, SCORELINE_GATT_PROBLEM, NULL,
                   "BlueZ is not running (bluetooth.service): waiting for it to start");
        } else if (sd_bus_error_has_name(error, "org.freedesktop.DBus.Error.UnknownObject") ||
                   sd_bus_error_has_name(error, "org.freedesktop.DBus.Error.UnknownMethod") ||
                   sd_bus_error_has_name(error, "org.freedesktop.DBus.Error.InvalidArgs")) {
            char text[256];
            snprintf(text, sizeof text, "No Bluetooth adapter at %s: waiting for it to appear", gatt->adapter_path);
            report(gatt, SCORELINE_GATT_PROBLEM, NULL, text);
        } else {
            report_error(gatt, "Could not switch the Bluetooth adapter on", error);
        }
        return 0;
    }
    // The name a phone reads from the board once connected (GAP's Device Name) is the
    // adapter's alias: the same as the advertised one. Best effort: the board works without.
    sd_bus_call_method_async(gatt->bus, NULL, BLUEZ, gatt->adapter_path, "org.freedesktop.DBus.Properties", "Set",
                             NULL, NULL, "ssv", "org.bluez.Adapter1", "Alias", "s", gatt->name);
    int r = 0;
    if (gatt->encrypted_writes) r = register_agent(gatt);
    if (r >= 0) r = register_both(gatt);
    if (r < 0) {
        gatt->registering = 0;
        report(gatt, SCORELINE_GATT_PROBLEM, NULL, strerror(-r));
    }
    return 0;
}

static void start_registration(scoreline_gatt *gatt) {
    if (gatt->registering) return;
    gatt->registering = 1;
    gatt->application_registered = 0;
    gatt->advertisement_registered = 0;
    int r = sd_bus_call_method_async(gatt->bus, NULL, BLUEZ, gatt->adapter_path, "org.freedesktop.DBus.Properties",
                                     "Set", powered, gatt, "ssv", "org.bluez.Adapter1", "Powered", "b", 1);
    if (r < 0) {
        gatt->registering = 0;
        report(gatt, SCORELINE_GATT_PROBLEM, NULL, strerror(-r));
    }
}

// MARK: signals

static int starts_with(const char *text, const char *prefix) {
    return text && strncmp(text, prefix, strlen(prefix)) == 0;
}

// Whether `path` is a device under our adapter ("/org/bluez/hci0/dev_…").
static int is_our_device(scoreline_gatt *gatt, const char *path) {
    char prefix[72];
    snprintf(prefix, sizeof prefix, "%s/dev_", gatt->adapter_path);
    return starts_with(path, prefix);
}

// Reads a Device1 property dictionary (a{sv}) for "Connected": 1 or 0, or -1 when it does not
// say (or cannot be read).
static int connected_in(sd_bus_message *message) {
    int connected = -1;
    if (sd_bus_message_enter_container(message, 'a', "{sv}") < 0) return -1;
    while (sd_bus_message_enter_container(message, 'e', "sv") > 0) {
        const char *key = NULL;
        if (sd_bus_message_read(message, "s", &key) < 0) return -1;
        if (key && strcmp(key, "Connected") == 0 && sd_bus_message_verify_type(message, 'v', "b") > 0) {
            int value = 0;
            if (sd_bus_message_read(message, "v", "b", &value) < 0) return -1;
            connected = value ? 1 : 0;
        } else if (sd_bus_message_skip(message, "v") < 0) {
            return -1;
        }
        if (sd_bus_message_exit_container(message) < 0) return -1;
    }
    sd_bus_message_exit_container(message);
    return connected;
}

// A device under our adapter changed: "Connected" true or false is what the screen needs.
static int properties_changed(sd_bus_message *message, void *userdata, sd_bus_error *unused) {
    (void)unused;
    scoreline_gatt *gatt = userdata;
    const char *path = sd_bus_message_get_path(message);
    if (!is_our_device(gatt, path)) return 0;
    const char *interface = NULL;
    if (sd_bus_message_read(message, "s", &interface) < 0 || !interface) return 0;
    if (strcmp(interface, "org.bluez.Device1") != 0) return 0;
    int connected = connected_in(message);
    if (connected >= 0) report(gatt, connected ? SCORELINE_GATT_CONNECTED : SCORELINE_GATT_DISCONNECTED, path, NULL);
    return 0;
}

// BlueZ (re)started: register again. BlueZ gone: it forgot our objects.
static int name_owner_changed(sd_bus_message *message, void *userdata, sd_bus_error *unused) {
    (void)unused;
    scoreline_gatt *gatt = userdata;
    const char *name = NULL, *old_owner = NULL, *new_owner = NULL;
    if (sd_bus_message_read(message, "sss", &name, &old_owner, &new_owner) < 0) return 0;
    if (!name || strcmp(name, BLUEZ) != 0) return 0;
    if (new_owner && new_owner[0]) {
        gatt->registering = 0;
        start_registration(gatt);
    } else {
        gatt->application_registered = 0;
        gatt->advertisement_registered = 0;
        gatt->registering = 0;
        report(gatt, SCORELINE_GATT_PROBLEM, NULL, "BlueZ stopped (bluetooth.service): waiting for it to start");
    }
    return 0;
}

// InterfacesAdded(o path, a{sa{sv}} interfaces). Our adapter appeared (plugged in, or the
// controller came up after us): register on it. A phone bluetoothd has not seen before: its
// device object arrives already connected, with no PropertiesChanged for "Connected" (found
// in the VM), so its first connection is reported from here.
static int interfaces_added(sd_bus_message *message, void *userdata, sd_bus_error *unused) {
    (void)unused;
    scoreline_gatt *gatt = userdata;
    const char *path = NULL;
    if (sd_bus_message_read(message, "o", &path) < 0 || !path) return 0;
    if (strcmp(path, gatt->adapter_path) == 0) {
        if (gatt->application_registered && gatt->advertisement_registered) return 0;
        gatt->registering = 0;
        start_registration(gatt);
        return 0;
    }
    if (!is_our_device(gatt, path)) return 0;
    // The path is in the message, which the reads below do not move: copy it first anyway.
    char device[128];
    snprintf(device, sizeof device, "%s", path);
    if (sd_bus_message_enter_container(message, 'a', "{sa{sv}}") < 0) return 0;
    while (sd_bus_message_enter_container(message, 'e', "sa{sv}") > 0) {
        const char *interface = NULL;
        if (sd_bus_message_read(message, "s", &interface) < 0) return 0;
        if (interface && strcmp(interface, "org.bluez.Device1") == 0) {
            if (connected_in(message) == 1) report(gatt, SCORELINE_GATT_CONNECTED, device, NULL);
        } else if (sd_bus_message_skip(message, "a{sv}") < 0) {
            return 0;
        }
        if (sd_bus_message_exit_container(message) < 0) return 0;
    }
    return 0;
}

// MARK: the peripheral

static int fail(scoreline_gatt *gatt, int r, const char *what, char *error, size_t error_length) {
    snprintf(error, error_length, "%s: %s", what, strerror(-r));
    if (gatt->bus) sd_bus_flush_close_unref(gatt->bus);
    free(gatt);
    return r;
}

int scoreline_gatt_open(scoreline_gatt **out, const char *bus_address, const char *adapter, const char *name,
                        int encrypted_writes, scoreline_gatt_callback callback, void *context, char *error,
                        size_t error_length) {
    *out = NULL;
    scoreline_gatt *gatt = calloc(1, sizeof *gatt);
    if (!gatt) {
        snprintf(error, error_length, "out of memory");
        return -ENOMEM;
    }
    snprintf(gatt->adapter_path, sizeof gatt->adapter_path, "/org/bluez/%s", adapter);
    snprintf(gatt->name, sizeof gatt->name, "%s", name);
    gatt->encrypted_writes = encrypted_writes;
    gatt->callback = callback;
    gatt->context = context;

    int r;
    if (bus_address) {
        if ((r = sd_bus_new(&gatt->bus)) < 0) return fail(gatt, r, "sd_bus_new", error, error_length);
        if ((r = sd_bus_set_address(gatt->bus, bus_address)) < 0)
            return fail(gatt, r, "the D-Bus address", error, error_length);
        sd_bus_set_bus_client(gatt->bus, 1);
        if ((r = sd_bus_start(gatt->bus)) < 0) return fail(gatt, r, "connecting to D-Bus", error, error_length);
    } else if ((r = sd_bus_open_system(&gatt->bus)) < 0) {
        return fail(gatt, r, "connecting to the system D-Bus", error, error_length);
    }
    // Slots are floating: they live as long as the bus, which `close` ends.
    if ((r = sd_bus_add_object_manager(gatt->bus, NULL, APP_PATH)) < 0 ||
        (r = sd_bus_add_object_vtable(gatt->bus, NULL, SERVICE_PATH, "org.bluez.GattService1", service_vtable, gatt)) < 0 ||
        (r = sd_bus_add_object_vtable(gatt->bus, NULL, CHARACTERISTIC_PATH, "org.bluez.GattCharacteristic1",
                                      characteristic_vtable, gatt)) < 0 ||
        (r = sd_bus_add_object_vtable(gatt->bus, NULL, ADVERTISEMENT_PATH, "org.bluez.LEAdvertisement1",
                                      advertisement_vtable, gatt)) < 0 ||
        (encrypted_writes &&
         (r = sd_bus_add_object_vtable(gatt->bus, NULL, AGENT_PATH, "org.bluez.Agent1", agent_vtable, gatt)) < 0))
        return fail(gatt, r, "exporting the GATT objects", error, error_length);
    if ((r = sd_bus_match_signal(gatt->bus, NULL, BLUEZ, NULL, "org.freedesktop.DBus.Properties", "PropertiesChanged",
                                 properties_changed, gatt)) < 0 ||
        (r = sd_bus_match_signal(gatt->bus, NULL, BLUEZ, "/", "org.freedesktop.DBus.ObjectManager", "InterfacesAdded",
                                 interfaces_added, gatt)) < 0 ||
        (r = sd_bus_match_signal(gatt->bus, NULL, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                 "org.freedesktop.DBus", "NameOwnerChanged", name_owner_changed, gatt)) < 0)
        return fail(gatt, r, "watching BlueZ's signals", error, error_length);
    start_registration(gatt);
    *out = gatt;
    return 0;
}

int scoreline_gatt_fd(scoreline_gatt *gatt) { return sd_bus_get_fd(gatt->bus); }

int scoreline_gatt_events(scoreline_gatt *gatt) {
    int events = sd_bus_get_events(gatt->bus);
    return events < 0 ? POLLIN : events;
}

int64_t scoreline_gatt_timeout_ms(scoreline_gatt *gatt) {
    uint64_t usec = 0;
    if (sd_bus_get_timeout(gatt->bus, &usec) < 0 || usec == UINT64_MAX) return -1;
    // sd-bus gives an absolute CLOCK_MONOTONIC time; the caller wants a delay.
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    uint64_t now_usec = (uint64_t)now.tv_sec * 1000000u + (uint64_t)now.tv_nsec / 1000u;
    if (usec <= now_usec) return 0;
    return (int64_t)((usec - now_usec + 999) / 1000);
}

int scoreline_gatt_process(scoreline_gatt *gatt) {
    int r;
    do {
        r = sd_bus_process(gatt->bus, NULL);
    } while (r > 0);
    if (r < 0) return r;
    // Replies are small; writing them now keeps the app's write round trip short.
    return sd_bus_flush(gatt->bus) < 0 ? -EPIPE : 0;
}

void scoreline_gatt_close(scoreline_gatt *gatt) {
    if (!gatt) return;
    // Said, not waited for: a stop must not hang on a bluetoothd that does not answer, and
    // BlueZ forgets our objects anyway when our connection closes just after.
    if (gatt->advertisement_registered)
        sd_bus_call_method_async(gatt->bus, NULL, BLUEZ, gatt->adapter_path, "org.bluez.LEAdvertisingManager1",
                                 "UnregisterAdvertisement", NULL, NULL, "o", ADVERTISEMENT_PATH);
    if (gatt->application_registered)
        sd_bus_call_method_async(gatt->bus, NULL, BLUEZ, gatt->adapter_path, "org.bluez.GattManager1",
                                 "UnregisterApplication", NULL, NULL, "o", APP_PATH);
    if (gatt->encrypted_writes)
        sd_bus_call_method_async(gatt->bus, NULL, BLUEZ, "/org/bluez", "org.bluez.AgentManager1", "UnregisterAgent",
                                 NULL, NULL, "o", AGENT_PATH);
    sd_bus_flush_close_unref(gatt->bus);
    free(gatt);
}
