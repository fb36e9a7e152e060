// One header for the SDL family. SDL2_ttf and SDL2_image install beside SDL
// (pkg-config names SDL2_ttf and SDL2_image share sdl2's include directory).
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
