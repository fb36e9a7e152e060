import struct, zlib, sys
d = open(sys.argv[1], 'rb').read()
h = struct.unpack('>25I', d[:100])
hsize, width, height = h[0], h[4], h[5]
byte_order, bpp, bpl, ncolors = h[7], h[11], h[12], h[19]
off = hsize + ncolors * 12
x0, y0, w, hh = [int(v) for v in sys.argv[3].split(',')] if len(sys.argv) > 3 else (0, 0, width, height)
rows = []
for y in range(y0, y0 + hh):
    row = bytearray([0])
    base = off + y * bpl
    for x in range(x0, x0 + w):
        p = d[base + x * 4: base + x * 4 + 4]
        v = struct.unpack('<I' if byte_order == 0 else '>I', p)[0]
        row += bytes([(v >> 16) & 255, (v >> 8) & 255, v & 255])
    rows.append(bytes(row))
raw = b''.join(rows)
def chunk(t, b): return struct.pack('>I', len(b)) + t + b + struct.pack('>I', zlib.crc32(t + b) & 0xffffffff)
png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, hh, 8, 2, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')
open(sys.argv[2], 'wb').write(png)
