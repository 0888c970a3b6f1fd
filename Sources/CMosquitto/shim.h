// libmosquitto from Debian (libmosquitto-dev, EPL-2.0/EDL-1.0): the MQTT client the kiosk
// publishes boards with and a follower receives them with (docs/mqtt.md, ADR 023).
#include <mosquitto.h>
