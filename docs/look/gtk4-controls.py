import sys, gi
gi.require_version("Gtk", "4.0")
from gi.repository import Gtk, GLib

OUT = sys.argv[1]

def row(label, widget):
    box = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=12)
    box.set_margin_start(12); box.set_margin_end(12); box.set_margin_top(8); box.set_margin_bottom(8)
    l = Gtk.Label(label=label, xalign=0); l.set_hexpand(True)
    box.append(l); box.append(widget)
    return box

def on_activate(app):
    win = Gtk.ApplicationWindow(application=app, title="Controls")
    win.set_default_size(640, 480)
    outer = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=10)
    for m in ("start", "end", "top", "bottom"):
        getattr(outer, "set_margin_" + m)(24)
    title = Gtk.Label(xalign=0); title.set_markup("<b>Network</b>"); outer.append(title)
    lb = Gtk.ListBox(); lb.add_css_class("boxed-list"); lb.add_css_class("frame"); lb.set_selection_mode(Gtk.SelectionMode.NONE)
    e = Gtk.Entry(); e.set_text("Ada's Laptop"); e.set_hexpand(True)
    lb.append(row("Computer name", e))
    s1 = Gtk.Switch(); s1.set_active(True); s1.set_valign(Gtk.Align.CENTER); lb.append(row("Wi-Fi", s1))
    s2 = Gtk.Switch(); s2.set_valign(Gtk.Align.CENTER); lb.append(row("Bluetooth", s2))
    outer.append(lb)
    title2 = Gtk.Label(xalign=0); title2.set_markup("<b>Options</b>"); outer.append(title2)
    lb2 = Gtk.ListBox(); lb2.add_css_class("frame"); lb2.set_selection_mode(Gtk.SelectionMode.NONE)
    c1 = Gtk.CheckButton(label="Show hidden files"); c2 = Gtk.CheckButton(label="Sort folders first"); c2.set_active(True)
    cb = Gtk.Box(orientation=Gtk.Orientation.VERTICAL); cb.append(c1); cb.append(c2)
    lb2.append(row("Files", cb))
    r1 = Gtk.CheckButton(label="Light"); r2 = Gtk.CheckButton(label="Dark"); r3 = Gtk.CheckButton(label="Automatic")
    r2.set_group(r1); r3.set_group(r1); r3.set_active(True)
    rb = Gtk.Box(orientation=Gtk.Orientation.VERTICAL); rb.append(r1); rb.append(r2); rb.append(r3)
    lb2.append(row("Theme", rb))
    sl = Gtk.Scale.new_with_range(Gtk.Orientation.HORIZONTAL, 0, 100, 1); sl.set_value(40); sl.set_hexpand(True); sl.set_size_request(300, -1)
    lb2.append(row("Text size", sl))
    bb = Gtk.Box(spacing=8); bb.append(Gtk.Button(label="Cancel")); ok = Gtk.Button(label="Save"); ok.add_css_class("suggested-action"); bb.append(ok)
    lb2.append(row("", bb))
    outer.append(lb2)
    win.set_child(outer)
    win.present()
    def shot():
        import subprocess
        subprocess.run(["xwd", "-root", "-silent", "-out", "/tmp/gtk/root.xwd"])
        app.quit()
        return False
    GLib.timeout_add(1500, shot)

app = Gtk.Application(application_id="org.trellis.compare")
app.connect("activate", on_activate)
app.run([])
