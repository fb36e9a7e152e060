#!/usr/bin/python3
"""Drives a Trellis app from outside the process through the real AT-SPI stack
(at-spi2-core's registry, libatspi through pyatspi), as Orca would.

Usage: atspi-check.py APP_NAME
Prints PASS/FAIL lines and exits 0 when every check passed. Run it through
scripts/atspi-check.sh, which starts the buses, the X server and the app.
"""
import subprocess
import sys

import pyatspi

from atspi_helpers import check, events, find, pump, record, states, walk, window_of, finish

for kind in ["object:state-changed:focused", "object:state-changed:checked", "object:text-changed:insert",
             "object:property-change:accessible-value", "object:children-changed", "object:announcement"]:
    pyatspi.Registry.registerEventListener(record, kind)

window = window_of(sys.argv[1])

# Accessible: names, roles, relations.
entry = find(window, "entry")
check(entry is not None and entry.name != "", f"a text field is an entry with a name: {entry.name if entry else None!r}")
relations = entry.getRelationSet() if entry else []
labelled = [r for r in relations if r.getRelationType() == pyatspi.RELATION_LABELLED_BY]
check(len(labelled) == 1 and labelled[0].getTarget(0).getRoleName() == "label",
      "the field is labelled by its form row's label")
heading = find(window, "heading")
check(heading is not None and heading.queryText().getText(0, -1) == heading.name, "a heading's Text is its name")

# Component: extents on the screen, inside the window.
box = entry.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
frame = window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
check(box.width > 0 and box.height > 0 and frame.x <= box.x and box.x + box.width <= frame.x + frame.width,
      f"the field's extents {tuple(box)} lie inside the window's {tuple(frame)}")

# Text: each character of a heading has its own box along the line, and the
# point inside a glyph gives back its offset (what Orca's mouse review asks).
text = heading.queryText()
whole = heading.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
first = text.getCharacterExtents(0, pyatspi.DESKTOP_COORDS)
second = text.getCharacterExtents(1, pyatspi.DESKTOP_COORDS)
check(0 < first[2] < whole.width and first[0] == whole.x and second[0] >= first[0] + first[2] - 1,
      f"the heading's first two characters {tuple(first)}, {tuple(second)} lie side by side in {tuple(whole)}")
check(text.getOffsetAtPoint(second[0] + 1, second[1] + second[3] // 2, pyatspi.DESKTOP_COORDS) == 1,
      "the point inside the second character is offset 1")

# Text attributes: the face and colour a reader tells with Insert+F, as GTK names them.
def attribute_map(found):
    # pyatspi gives a dict, or "name:value" strings in older releases.
    return dict(found) if isinstance(found, dict) else dict(item.split(":", 1) for item in found)
defaults = attribute_map(text.getDefaultAttributeSet())
run = text.getAttributeRun(0, True)
check(defaults.get("family-name") and defaults.get("size", "").replace(".", "").isdigit()
      and len(defaults.get("fg-color", "").split(",")) == 3 and defaults.get("weight", "").isdigit(),
      f"the heading tells its font and colour: {defaults}")
check(run[1] == 0 and run[2] == text.characterCount, f"one run covers the heading's {text.characterCount} characters: {run[1:]}")

# EditableText: replace the text, as typing would; the app's text changes and says so.
events.clear()
editable = entry.queryEditableText()
check(editable.setTextContents("Orca was here"), "SetTextContents is accepted")
pump(3, lambda: entry.queryText().getText(0, -1) == "Orca was here")
check(entry.queryText().getText(0, -1) == "Orca was here", f"the field now holds {entry.queryText().getText(0, -1)!r}")
pump(1, lambda: any(e[0].startswith("object:text-changed:insert") for e in events))
check(any(e[0].startswith("object:text-changed:insert") for e in events), "a text-changed:insert event came")
check(editable.insertText(0, ">> ", 3), "InsertText is accepted")
pump(3, lambda: entry.queryText().getText(0, -1).startswith(">> "))
check(entry.queryText().getText(0, -1) == ">> Orca was here", f"InsertText put its text first: {entry.queryText().getText(0, -1)!r}")
# Text: the reader puts the caret, then selects a word, as a click and a drag would.
check(entry.queryText().setCaretOffset(3), "SetCaretOffset is accepted")
pump(3, lambda: entry.queryText().caretOffset == 3)
check(entry.queryText().caretOffset == 3, f"the caret is where the reader put it: {entry.queryText().caretOffset}")
check(entry.queryText().setSelection(0, 3, 7), "SetSelection is accepted")
pump(3, lambda: entry.queryText().getNSelections() == 1)
chosen = entry.queryText().getSelection(0) if entry.queryText().getNSelections() == 1 else None
check(chosen is not None and tuple(chosen) == (3, 7), f"the selection is what the reader chose: {chosen}")

# Action: flip a toggle; its state and an event follow.
toggle = next((n for n in walk(window) if n.getRoleName() in ("toggle button", "check box") and "checked" not in states(n)), None)
check(toggle is not None, f"an unchecked toggle: {toggle.name if toggle else None!r}")
action = toggle.queryAction()
names = [action.getName(i) for i in range(action.nActions)]
check("toggle" in names, f"it offers the toggle action: {names}")
events.clear()
action.doAction(names.index("toggle"))
pump(3, lambda: "checked" in states(toggle))
check("checked" in states(toggle), "after the action it is checked")
pump(1, lambda: any(e[0] == "object:state-changed:checked" and e[2] == toggle.name for e in events))
check(any(e[0] == "object:state-changed:checked" and e[2] == toggle.name and e[3] == 1 for e in events),
      "a state-changed:checked event named it")

# Value: a slider moves to a value in its range.
slider = find(window, "slider")
if slider is not None:
    value = slider.queryValue()
    target = (value.minimumValue + value.maximumValue) / 2
    value.currentValue = target
    pump(3, lambda: abs(slider.queryValue().currentValue - target) < max(value.minimumIncrement, 1e-6) + 1e-6)
    check(abs(slider.queryValue().currentValue - target) <= max(value.minimumIncrement, 1e-6) + 1e-6,
          f"the slider moved to {slider.queryValue().currentValue} (asked {target})")

# Selection: choose another option of a radio group.
group = next((n for n in walk(window) if n.getRoleName() == "panel" and n.childCount and n[0].getRoleName() == "radio button"), None)
if group is not None:
    selection = group.querySelection()
    unchosen = next(i for i in range(group.childCount) if "checked" not in states(group[i]))
    selection.selectChild(unchosen)
    pump(3, lambda: "checked" in states(group[unchosen]))
    check("checked" in states(group[unchosen]) and selection.nSelectedChildren == 1,
          f"Selection chose {group[unchosen].name!r} of {group.name!r}")

# Announcements: a button whose press changes nothing on screen announces its answer.
button = find(window, "push button", "Check for Updates")
check(button is not None, "the Check for Updates button is there")
events.clear()
button.queryAction().doAction(0)
pump(3, lambda: any(e[0].startswith("object:announcement") for e in events))
said = [e for e in events if e[0].startswith("object:announcement")]
check(len(said) == 1 and said[0][4] == "Trellis 1.0 is up to date" and said[0][3] == 1,
      f"one polite announcement came from the window: {[(e[2], e[4], e[3]) for e in said]}")

# Reader focus: a button that sets @AccessibilityFocusState sends the reader to
# the version, a text that takes no keyboard focus; the event comes though
# nothing on the screen changes.
notes = find(window, "push button", "Release Notes")
check(notes is not None, "the Release Notes button is there")
events.clear()
notes.queryAction().doAction(0)
pump(3, lambda: any(e[0] == "object:state-changed:focused" and e[3] == 1 for e in events))
sent = [e[2] for e in events if e[0] == "object:state-changed:focused" and e[3] == 1]
check(len(sent) >= 1 and sent[-1] in ("Version", "1.0 (42)"), f"the reader was sent to the version: {sent}")

# Focus: Tab moves keyboard focus, and each move is a focused event.
events.clear()
for _ in range(3):
    subprocess.run(["xdotool", "key", "Tab"], check=False)
    pump(0.5)
pump(1, lambda: sum(1 for e in events if e[0] == "object:state-changed:focused" and e[3] == 1) >= 3)
focused = [e for e in events if e[0] == "object:state-changed:focused" and e[3] == 1]
check(len(focused) >= 3, f"three Tabs gave focused events: {[(e[1], e[2]) for e in focused]}")
now = [n for n in walk(window) if "focused" in states(n)]
check(len(now) == 1 and focused and now[0].name == focused[-1][2], f"one object has focus, the last announced: {[n.name for n in now]}")
# Component.grabFocus moves focus too.
events.clear()
check(entry.queryComponent().grabFocus(), "grabFocus on the field is accepted")
pump(3, lambda: "focused" in states(entry))
check("focused" in states(entry), "the field has focus after grabFocus")

finish()
