# The two commands: `make demo` and `make test`. Both install missing Debian packages first.
SWIFT ?= swift
XVFB := xvfb-run -a -s "-screen 0 1280x800x24"
DEMO ?= Gallery
SCREENSHOTS := screenshots

.PHONY: deps build demo test bench instructions clean install uninstall

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

# Opens the demo window; with no display, draws it headless and writes a screenshot.
demo: deps
	$(SWIFT) build --product $(DEMO)
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then \
		"$$($(SWIFT) build --show-bin-path)/$(DEMO)"; \
	else \
		mkdir -p $(SCREENSHOTS); \
		echo "No DISPLAY: drawing $(DEMO) headless."; \
		"$$($(SWIFT) build --show-bin-path)/$(DEMO)" --headless --frames 3 --screenshot $(SCREENSHOTS)/$(DEMO).png; \
	fi

# Installs a demo app (release build, assets, .desktop file and icon) under PREFIX.
APP ?= $(DEMO)
PREFIX ?= $(HOME)/.local
install: deps
	@bash scripts/install-app.sh $(APP) "$(PREFIX)"

uninstall:
	@bash scripts/install-app.sh --uninstall $(APP) "$(PREFIX)"

# Builds everything, then runs every test under Xvfb with SDL's software renderer,
# then builds the README's code blocks as a package of their own that depends on Trellis.
test: deps
	$(SWIFT) build --build-tests
	@# The tests write files and sockets to the temporary folder: one
	@# folder per run, removed when the run passes and kept (and named) when it fails.
	@# Tests that build a generated package (trellis port, trellis new) take both cores for minutes,
	@# so they run after the rest, alone, sharing one build folder.
	@# Every accessibility tree a test builds is checked against one built from scratch:
	@# a change that marked nothing stops the run there (TRELLIS_ACCESSIBILITY_CHECK).
	scratch=$$(mktemp -d "$${TMPDIR:-/tmp}/trellis-tests.XXXXXX") && \
	if TMPDIR=$$scratch TRELLIS_SKIP_PACKAGE_BUILDS=1 TRELLIS_ACCESSIBILITY_CHECK=fatal SDL_RENDER_DRIVER=software $(XVFB) $(SWIFT) test --skip-build \
	   && TMPDIR=$$scratch SDL_RENDER_DRIVER=software $(XVFB) $(SWIFT) test --skip-build --filter PortBuildTests; then rm -rf "$$scratch"; \
	else echo "The failed run's files are in $$scratch"; exit 1; fi
	SDL_RENDER_DRIVER=software $(XVFB) python3 scripts/check-readme-snippets.py

# Times every FrameBench scenario against the hand-written SDL baseline and writes
# bench.json and bench.png. Without a display it runs under Xvfb, so it always has a window.
BENCH_BUILD ?= -c release
BENCH_ARGS ?= --scenario all --json bench.json --plot bench.png
bench: deps
	$(SWIFT) build $(BENCH_BUILD) --product FrameBench
	@bin="$$($(SWIFT) build $(BENCH_BUILD) --show-bin-path)/FrameBench"; \
	if [ -n "$$DISPLAY" ]; then "$$bin" $(BENCH_ARGS); else $(XVFB) "$$bin" $(BENCH_ARGS); fi

# Counts the instructions one run of each FrameBench op costs in Trellis and in the
# baseline with callgrind; counts, unlike times, hold still on a shared machine.
# COUNT_OPS is a |-separated list of op names (whole or in part) in COUNT_SCENARIO, or of
# SCENARIO:OP pairs; first-frame and single-frame ops count as changes do (docs/instructions.md).
COUNT_SCENARIO ?= rows
COUNT_OPS ?= create 1,000 rows|replace all|update every 10th|select row|swap rows|remove row|create 10,000|append 1,000|clear 1,000
instructions:
	@bash scripts/install-deps.sh valgrind binutils fontconfig
	$(SWIFT) build -c release --product FrameBench
	@bin="$$($(SWIFT) build -c release --show-bin-path)/FrameBench"; \
	printf '%-12s %-40s %15s %15s %8s\n' scenario op Trellis baseline ratio; \
	ops='$(COUNT_OPS)'; IFS='|'; for op in $$ops; do \
		case "$$op" in *:*) scenario=$${op%%:*}; op=$${op#*:};; *) scenario='$(COUNT_SCENARIO)';; esac; \
		bash scripts/count-instructions.sh "$$bin" "$$scenario" "$$op" || exit 1; done

clean:
	rm -rf .build .build-readme $(SCREENSHOTS)
