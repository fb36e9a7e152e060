#!/usr/bin/env python3
"""Builds every ```swift block of README.md (and of the docs pages in PAGES) as a new package that depends on Trellis.

This is what a Swift developer does in their first hour: paste the README's manifest
into a new package, paste its examples next to it, and build. Each block becomes its
own target, so blocks may reuse names such as ContentView:
  - the manifest block that depends on Trellis by path is the package's Package.swift,
    with `../Trellis` pointing at this checkout (through a symlink named Trellis, so the
    package identity is `Trellis` whatever the checkout's folder is called);
  - the first block with @main becomes the manifest's own executable target;
  - other blocks with @main become executables, blocks that import Testing become test
    targets, and the rest become library targets.
Every app is then run headless for two frames and every test target is run.
The build folder (.build-readme) is kept, so later runs are incremental.
"""
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build-readme")
PACKAGE = os.path.join(WORK, "ReadmePackage")


def fail(message):
    print(f"check-readme-snippets: {message}", file=sys.stderr)
    sys.exit(1)


# The README's pages that moved to docs/ keep their examples compiled too.
PAGES = ["README.md", "docs/supported.md", "docs/windows-and-desktop.md"]


def blocks():
    found = []
    for page in PAGES:
        with open(os.path.join(ROOT, page), encoding="utf-8") as source:
            found += re.findall(r"^```swift\n(.*?)^```", source.read(), flags=re.S | re.M)
    return found


def main():
    found = blocks()
    manifests = [b for b in found if b.startswith("// swift-tools-version") and ".package(path:" in b]
    if len(manifests) != 1:
        fail(f"expected one manifest block that depends on Trellis by path, found {len(manifests)}")
    manifest = manifests[0]
    declared = re.search(r'\.executableTarget\(\s*name:\s*"([^"]+)"', manifest)
    if not declared:
        fail("the path-form manifest declares no executable target")
    own_target = declared.group(1)
    code = [b for b in found if not b.startswith("// swift-tools-version")]

    if os.path.isdir(PACKAGE):
        shutil.rmtree(os.path.join(PACKAGE, "Sources"), ignore_errors=True)
        shutil.rmtree(os.path.join(PACKAGE, "Tests"), ignore_errors=True)
    os.makedirs(PACKAGE, exist_ok=True)
    link = os.path.join(WORK, "Trellis")
    if os.path.islink(link) or os.path.exists(link):
        os.remove(link)
    os.symlink(ROOT, link)

    extra = []
    apps = []
    tests = []
    used_own = False
    for index, block in enumerate(code, start=1):
        is_test = re.search(r"^import Testing", block, flags=re.M) is not None
        is_app = "@main" in block
        if is_app and not used_own:
            name, used_own = own_target, True
            folder = os.path.join(PACKAGE, "Sources", name)
            apps.append(name)
        elif is_test:
            name = f"Snippet{index}Tests"
            folder = os.path.join(PACKAGE, "Tests", name)
            extra.append(f'.testTarget(name: "{name}", dependencies: [.product(name: "Trellis", package: "Trellis"), '
                         f'.product(name: "TrellisTesting", package: "Trellis")], path: "Tests/{name}")')
            tests.append(name)
        else:
            name = f"Snippet{index}"
            folder = os.path.join(PACKAGE, "Sources", name)
            kind = ".executableTarget" if is_app else ".target"
            extra.append(f'{kind}(name: "{name}", dependencies: [.product(name: "Trellis", package: "Trellis")], '
                         f'path: "Sources/{name}")')
            if is_app:
                apps.append(name)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"{name}.swift"), "w", encoding="utf-8") as source:
            source.write(block)
    if not used_own:
        fail(f"no block with @main to fill the manifest's target {own_target}")

    with open(os.path.join(PACKAGE, "Package.swift"), "w", encoding="utf-8") as out:
        out.write(manifest)
        out.write("\n// Added by scripts/check-readme-snippets.py: one target per README block.\n")
        out.write("package.targets += [\n    " + ",\n    ".join(extra) + "\n]\n")

    scratch = os.path.join(WORK, "build")
    build = ["swift", "build", "--package-path", PACKAGE, "--scratch-path", scratch, "--build-tests"]
    print(f"check-readme-snippets: building {len(code)} README blocks as a package that depends on Trellis")
    result = subprocess.run(build, capture_output=True, text=True)
    output = result.stdout + result.stderr
    warnings = [line for line in output.splitlines() if "warning:" in line and PACKAGE in line]
    if result.returncode != 0:
        print(output, file=sys.stderr)
        fail("a README block does not compile (see above)")
    if warnings:
        print("\n".join(warnings), file=sys.stderr)
        fail("a README block compiles with warnings")

    bin_path = subprocess.run(build[:-1] + ["--show-bin-path"], capture_output=True, text=True).stdout.strip()
    for app in apps:
        run = subprocess.run([os.path.join(bin_path, app), "--headless", "--frames", "2"], capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stdout + run.stderr, file=sys.stderr)
            fail(f"the README app in target {app} failed when run headless")
    if tests:
        env = dict(os.environ, SDL_RENDER_DRIVER="software")
        test = subprocess.run(["swift", "test", "--package-path", PACKAGE, "--scratch-path", scratch, "--skip-build"],
                              capture_output=True, text=True, env=env)
        if test.returncode != 0:
            print(test.stdout + test.stderr, file=sys.stderr)
            fail("a README test block fails")
    print(f"check-readme-snippets: {len(code)} blocks build; {len(apps)} apps ran headless; {len(tests)} test blocks pass")


if __name__ == "__main__":
    main()
