// One header for the SDL family. SDL2_ttf and SDL2_image install beside SDL
// (pkg-config names SDL2_ttf and SDL2_image share sdl2's include directory).
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

// SDL_syswm.h would include Xlib itself when SDL is built for X11, giving this
// module a second copy of what CX11 declares; without the macro its X11 parts
// are left out, and the few X11 fields Trellis reads are taken by offset.
#pragma push_macro("SDL_VIDEO_DRIVER_X11")
#undef SDL_VIDEO_DRIVER_X11
#include <SDL2/SDL_syswm.h>
#pragma pop_macro("SDL_VIDEO_DRIVER_X11")
