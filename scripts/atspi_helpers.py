"""What the AT-SPI checks share: PASS/FAIL lines, walking and searching the
tree as pyatspi gives it, running the GLib loop where libatspi reads events,
and finding the app's window in the registry."""
import sys
import time

import pyatspi
from gi.repository import GLib

failures = 0
events = []


def check(ok, what):
    """Prints a PASS or FAIL line for `what`."""
    global failures
    print(("PASS " if ok else "FAIL ") + what, flush=True)
    if not ok:
        failures += 1


def finish():
    """Exits 0 when every check passed."""
    sys.exit(1 if failures else 0)


def states(node):
    return {pyatspi.stateToString(s) for s in node.getState().getStates()}


def walk(node):
    yield node
    for child in node:
        if child is not None:
            yield from walk(child)


def find(root, role, name=None):
    for node in walk(root):
        if node.getRoleName() == role and (name is None or node.name == name):
            return node
    return None


def pump(seconds, until=lambda: False):
    """Runs the GLib loop, where libatspi reads events, for up to `seconds`."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end and not until():
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def record(event):
    events.append((event.type, event.source.getRoleName() if event.source else "", event.source.name if event.source else "",
                   event.detail1, event.any_data if isinstance(event.any_data, str) else None))


def window_of(app_name):
    """The first window of the application the registry lists as `app_name`, after printing its tree; exits if none."""
    desktop = pyatspi.Registry.getDesktop(0)
    app = None
    for _ in range(100):
        app = next((a for a in desktop if a is not None and a.name == app_name), None)
        if app is not None and app.childCount > 0:
            break
        pump(0.1)
    check(app is not None, f"the registry lists the application {app_name}")
    if app is None:
        finish()
    window = app[0]
    check(window.getRoleName() == "frame" and "active" in states(window) and window.name != "",
          f"its window is a frame, active, named as its title bar: {window.name!r}")
    print("TREE")
    for node in walk(window):
        depth = 0
        parent = node
        while parent is not None and parent != window:
            parent = parent.parent
            depth += 1
        print("  " * depth + f"{node.getRoleName()} {node.name!r} {sorted(states(node) - {'enabled', 'sensitive', 'visible', 'showing'})}")
    print("END TREE")
    return window
