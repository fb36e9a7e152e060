#include <X11/Xlib.h>
// The keyboard extension: its bell notices let a test hear NSSound.beep() ring the server's bell.
#include <X11/XKBlib.h>
