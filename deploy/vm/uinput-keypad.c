// A keypad made with /dev/uinput, for VM tests of the evdev source. Built static by the rig
// and run in the guest: it creates "Scoreline Test Keypad" with the numeric-keypad keys and
// Backspace, then reads commands from stdin, one per line:
//   tap CODE HOLD_MS   press, hold, release (each change followed by SYN_REPORT)
//   down CODE / up CODE
//   quit               destroy the device (an unplug) and exit; EOF does the same
// It prints "keypad ready" once the device exists, and "keypad ok" after each command.
#include <fcntl.h>
#include <linux/uinput.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

static int fd;

static void emit(int type, int code, int value) {
    struct input_event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = type;
    ev.code = code;
    ev.value = value;
    if (write(fd, &ev, sizeof ev) != sizeof ev) perror("uinput-keypad: write");
}

static void key(int code, int down) {
    emit(EV_KEY, code, down);
    emit(EV_SYN, SYN_REPORT, 0);
}

int main(void) {
    fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
    if (fd < 0) { perror("uinput-keypad: /dev/uinput"); return 1; }
    ioctl(fd, UI_SET_EVBIT, EV_KEY);
    int keys[] = {KEY_KP0, KEY_KP1, KEY_KP2, KEY_KP3, KEY_KP4, KEY_KP5, KEY_KP6, KEY_KP7, KEY_KP8,
                  KEY_KP9, KEY_KPSLASH, KEY_KPASTERISK, KEY_KPMINUS, KEY_KPPLUS, KEY_KPDOT,
                  KEY_KPENTER, KEY_BACKSPACE, KEY_NUMLOCK};
    for (unsigned i = 0; i < sizeof keys / sizeof keys[0]; i++) ioctl(fd, UI_SET_KEYBIT, keys[i]);
    struct uinput_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.id.bustype = BUS_USB;
    setup.id.vendor = 0x5c0e;
    setup.id.product = 0x0001;
    strcpy(setup.name, "Scoreline Test Keypad");
    if (ioctl(fd, UI_DEV_SETUP, &setup) < 0 || ioctl(fd, UI_DEV_CREATE) < 0) {
        perror("uinput-keypad: create");
        return 1;
    }
    printf("keypad ready\n");
    fflush(stdout);
    char line[128];
    while (fgets(line, sizeof line, stdin)) {
        int code = 0, hold = 0;
        if (sscanf(line, "tap %d %d", &code, &hold) == 2) {
            key(code, 1);
            struct timespec t = {hold / 1000, (long)(hold % 1000) * 1000000L};
            nanosleep(&t, NULL);
            key(code, 0);
        } else if (sscanf(line, "down %d", &code) == 1) {
            key(code, 1);
        } else if (sscanf(line, "up %d", &code) == 1) {
            key(code, 0);
        } else if (strncmp(line, "quit", 4) == 0) {
            break;
        }
        printf("keypad ok\n");
        fflush(stdout);
    }
    ioctl(fd, UI_DEV_DESTROY);
    close(fd);
    return 0;
}
