// Linux headers that Swift's Glibc module does not include.
#include <sys/signalfd.h>
#include <sys/eventfd.h>
// mallopt(M_ARENA_MAX): the kiosk's one malloc arena (ADR 031).
#include <malloc.h>
// adjtimex: whether the kernel says the wall clock is synchronised (ADR 044).
#include <sys/timex.h>
