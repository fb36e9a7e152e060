#!/usr/bin/python3
"""Reads the Tables demo's process table through AT-SPI's Table and TableCell
interfaces as Orca does, from outside the process with pyatspi: its size, a
cell by row and column and back, a column's header from a cell, the chosen
rows, and choosing another row.

Usage: atspi-check-Tables.py APP_NAME (run by scripts/atspi-check.sh)
"""
import sys

from atspi_helpers import check, find, finish, pump, states, walk, window_of

window = window_of(sys.argv[1])
node = find(window, "table")
check(node is not None, "the process list is a table")
if node is None:
    finish()
table = node.queryTable()
rows = [child for child in node if child.getRoleName() == "table row"]
# The table is lazy: it builds the rows it shows, and counts all 300 processes (its status line says how many).
status = next((n.name for n in walk(window) if n.getRoleName() == "label" and " processes" in (n.name or "")), "")
total = int(status.split(" of ")[1].split(" ")[0]) if " of " in status else -1
check(table.nRows == total and 0 < len(rows) < total, f"NRows counts every row, built or not: {table.nRows} of {status!r}, {len(rows)} built")
attributes = dict(a.split(":", 1) for a in rows[1].getAttributes())
check(attributes.get("posinset") == "2" and attributes.get("setsize") == str(total), f"a row says where it stands: {attributes}")
check(table.getAccessibleAt(total - 1, 0) is None, "a row scrolled away has no cell to give")
check(table.nColumns == 5, f"five columns: {table.nColumns}")
headers = [table.getColumnHeader(c).name for c in range(table.nColumns)]
check(headers == ["Process", "User", "PID", "% CPU", "Memory"], f"each column's header: {headers}")
check(table.getColumnDescription(2) == "PID", "a column's description is its header's title")

cell = table.getAccessibleAt(1, 2)
check(cell is not None and cell.getRoleName() == "table cell" and cell.parent == rows[1],
      f"GetAccessibleAt(1, 2) is the second row's third cell: {cell.name if cell else None!r}")
pid = cell.name
check(pid.isdigit(), f"the PID column's cell reads a number: {pid!r}")
index = table.getIndexAt(1, 2)
check((table.getRowAtIndex(index), table.getColumnAtIndex(index)) == (1, 2), f"index {index} is row 1, column 2 again")
extents = table.getRowColumnExtentsAtIndex(index)
check(list(extents)[:5] == [True, 1, 2, 1, 1], f"its extents: {extents}")

place = cell.queryTableCell()
position = [n for n in place.position if not isinstance(n, bool)][-2:]
check(position == [1, 2], f"the cell knows its own row and column: {place.position}")
check(place.table == node, "and its table")
check([h.name for h in place.columnHeaderCells] == ["PID"], "a cell's column header is its column's")
check(place.rowSpan == 1 and place.columnSpan == 1, "a cell spans one row and one column")

chosen = list(table.getSelectedRows())
marked = [i for i, row in enumerate(rows) if "selected" in states(row)]
check(len(chosen) == 2 and chosen == marked and table.nSelectedRows == 2,
      f"the two rows the demo starts with chosen: {chosen}, marked {marked}")
check(all(table.isRowSelected(i) == (i in chosen) for i in range(table.nRows)), "IsRowSelected agrees")

other = next(i for i in range(table.nRows) if i not in chosen)
check(table.addRowSelection(other), f"AddRowSelection({other}) is taken")
pump(3, lambda: table.isRowSelected(other))
check(table.isRowSelected(other), f"row {other} is chosen after AddRowSelection: {list(table.getSelectedRows())}")
status = [n.name for n in walk(window) if n.getRoleName() == "label" and "selected" in (n.name or "")]
check(any("1 selected" in s for s in status), f"the app's own status line agrees: {status}")
finish()
