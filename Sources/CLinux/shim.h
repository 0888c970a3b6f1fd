// Linux headers that Swift's Glibc module does not include.
#include <sys/signalfd.h>
#include <sys/eventfd.h>
