// Cairo rasterises shapes for the SDL backend. pkg-config's cairo adds
// /usr/include/cairo to the search path, so the header is named bare.
#include <cairo.h>
