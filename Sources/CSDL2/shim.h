// One header for the SDL family. SDL2_ttf and SDL2_image install beside SDL
// (pkg-config names SDL2_ttf and SDL2_image share sdl2's include directory).

// A checkout built before `make deps` would otherwise stop at "could not build
// C module 'CSDL2'" with no word of what is missing or how to get it.
#if !__has_include(<SDL2/SDL.h>) || !__has_include(<SDL2/SDL_ttf.h>) || !__has_include(<SDL2/SDL_image.h>)
#error "SDL2's development headers are missing: run `make deps` in the Trellis checkout, or apt-get install libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev"
#endif

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
