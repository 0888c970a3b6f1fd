// libsystemd from Debian (libsystemd-dev): sd_notify for readiness and the watchdog.
#include <systemd/sd-daemon.h>
