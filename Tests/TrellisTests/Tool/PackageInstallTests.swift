import Foundation
import Testing
import Trellis
import TrellisSDL

/// The tests of `trellis package` end to end (helpers in PackageBuildTests.swift).
extension PortBuildTests {
    /// Issue 64, item 2: the .deb of SystemMonitor installs with apt, is listed
    /// among the desktop's applications, runs where no Swift can be seen and
    /// shows its first frame, and uninstalls leaving nothing behind.
    @Test func systemMonitorInstallsRunsWithoutSwiftAndUninstalls() async throws {
        let apps = try Self.demoApps()
        let output = apps.appendingPathComponent("dist")
        let packed = try await Self.package("SystemMonitor", of: apps, into: output, ["--summary", "Processes, memory and disks at a glance"])
        try #require(packed.status == 0, "\(packed.output)")
        #expect(packed.output.contains("package system-monitor 1.2.0"), "\(packed.output)")
        let deb = output.appendingPathComponent("system-monitor_1.2.0_\(try await Self.architecture()).deb")
        try #require(FileManager.default.fileExists(atPath: deb.path))
        // Nothing but the two packages is left in the output folder, and no staging folder beside it.
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(written.count == 2 && written.allSatisfy { $0.hasSuffix(".deb") || $0.hasSuffix(".tar.gz") }, "\(written)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: apps.path).allSatisfy { !$0.hasPrefix(".trellis-package") })

        // Depends: names the runtime libraries, never a -dev package and nothing of Swift's.
        let depends = try await Self.tool("dpkg-deb", ["--field", deb.path, "Depends"]).output
        for runtime in ["libsdl2-2.0-0", "libsdl2-ttf-2.0-0", "libcairo2", "libfontconfig1", "libdbus-1-3", "libc6"] {
            #expect(depends.contains(runtime), "\(depends)")
        }
        #expect(!depends.contains("-dev") && !depends.lowercased().contains("swift"), "\(depends)")
        let lintian = try await Self.tool("lintian", ["--fail-on", "error", deb.path])
        #expect(lintian.status == 0 && !lintian.output.contains("E: "), "\(lintian.output)")

        let home = try Self.outsideCheckout()
        if getuid() == 0 {
            let apt = ["DEBIAN_FRONTEND": "noninteractive"]
            let install = try await Self.tool("apt-get", ["install", "-y", "--no-install-recommends", deb.path], environment: apt)
            try #require(install.status == 0, "\(install.output)")
            #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/system-monitor"))
            #expect(try await Self.tool("dpkg", ["--verify", "system-monitor"]).output.isEmpty)
            // The desktop's application list, as GIO (GNOME's launcher and menus) reads it.
            let listed = try await Self.tool("/usr/bin/python3", ["-c", """
                import gi; gi.require_version('Gio', '2.0'); from gi.repository import Gio
                print([(a.get_id(), a.get_name(), a.get_executable()) for a in Gio.AppInfo.get_all()])
                """])
            #expect(listed.output.contains("('org.trellis.SystemMonitor.desktop', 'System Monitor', 'system-monitor')"), "\(listed.output)")

            let run = try await Self.runWithoutSwift("/usr/bin/system-monitor", home: home)
            let remove = try await Self.tool("apt-get", ["remove", "--purge", "-y", "system-monitor"], environment: apt)
            #expect(run.status == 0, "\(run.output)")
            #expect(Self.texts(run.output).starts(with: ["File", "Edit", "View", "Window", "Help"]), "\(run.output)")
            #expect(Self.texts(run.output).contains("Processes") && Self.texts(run.output).contains("File Systems"), "\(run.output)")
            #expect(remove.status == 0, "\(remove.output)")
            for path in ["/usr/bin/system-monitor", "/usr/share/system-monitor", "/usr/share/applications/org.trellis.SystemMonitor.desktop",
                         "/usr/share/doc/system-monitor", "/usr/share/icons/hicolor/256x256/apps/org.trellis.SystemMonitor.png"] {
                #expect(!FileManager.default.fileExists(atPath: path), "\(path) is left after removal")
            }
        } else {
            // Without root, the package is unpacked into a folder of its own, as dpkg would install it.
            let root = home.appendingPathComponent("root")
            #expect(try await Self.tool("dpkg-deb", ["-x", deb.path, root.path]).status == 0)
            let run = try await Self.runWithoutSwift(root.appendingPathComponent("usr/bin/system-monitor").path, home: home)
            #expect(run.status == 0, "\(run.output)")
            #expect(Self.texts(run.output).contains("Processes"), "\(run.output)")
        }
    }

    /// Issue 64, items 1 and 4: Hello's .deb holds what a desktop needs, each
    /// file valid by its own validator; the portable archive runs from any
    /// folder through its launcher; and bad input stops before anything is written.
    @Test func helloPackagesValidFilesAndAPortableArchive() async throws {
        let apps = try Self.demoApps()
        let output = apps.appendingPathComponent("dist")
        // An icon of the user's: a 300×200 PNG, fitted into the square sizes.
        let icon = apps.appendingPathComponent("icon-source.png")
        let image = PixelImage(width: 300, height: 200, pixels: Array(repeating: RGBA(r: 200, g: 30, b: 40), count: 300 * 200))
        try image.writePNG(to: icon)
        let packed = try await Self.package("Hello", of: apps, into: output, ["--name", "trellis-hello", "--icon", icon.path, "--license", "MIT"])
        try #require(packed.status == 0, "\(packed.output)")
        let architecture = try await Self.architecture()
        let deb = output.appendingPathComponent("trellis-hello_1.2.0_\(architecture).deb")
        let fields = try await Self.tool("dpkg-deb", ["--field", deb.path, "Package", "Version", "Architecture", "Maintainer", "Section"]).output
        #expect(fields == "Package: trellis-hello\nVersion: 1.2.0\nArchitecture: \(architecture)\nMaintainer: Trellis Tests <tests@trellis.example.org>\nSection: utils\n", "\(fields)")
        let unpacked = apps.appendingPathComponent("unpacked")
        #expect(try await Self.tool("dpkg-deb", ["-x", deb.path, unpacked.path]).status == 0)
        let files = try await Self.tool("dpkg-deb", ["--contents", deb.path]).output
        for path in ["./usr/bin/trellis-hello", "./usr/share/applications/org.trellis.Hello.desktop", "./usr/share/metainfo/org.trellis.Hello.metainfo.xml",
                     "./usr/share/icons/hicolor/48x48/apps/org.trellis.Hello.png", "./usr/share/icons/hicolor/256x256/apps/org.trellis.Hello.png",
                     "./usr/share/doc/trellis-hello/copyright", "./usr/share/doc/trellis-hello/changelog.gz", "./usr/share/man/man1/trellis-hello.1.gz"] {
            #expect(files.contains(path), "\(path) missing from\n\(files)")
        }
        let desktop = unpacked.appendingPathComponent("usr/share/applications/org.trellis.Hello.desktop")
        let validated = try await Self.tool("desktop-file-validate", [desktop.path])
        #expect(validated.status == 0 && validated.output.isEmpty, "\(validated.output)")
        let metainfo = try await Self.tool("appstreamcli", ["validate", "--no-net", unpacked.appendingPathComponent("usr/share/metainfo/org.trellis.Hello.metainfo.xml").path])
        #expect(metainfo.status == 0, "\(metainfo.output)")
        // The icon is fitted, not stretched: rows above and below the 3:2 picture stay clear.
        let scaled = try PixelImage(contentsOf: unpacked.appendingPathComponent("usr/share/icons/hicolor/48x48/apps/org.trellis.Hello.png"))
        #expect(scaled.width == 48 && scaled.height == 48)
        #expect(scaled[24, 24] == RGBA(r: 200, g: 30, b: 40))
        #expect(scaled[24, 2].a == 0 && scaled[24, 45].a == 0)
        let lintian = try await Self.tool("lintian", ["--fail-on", "error", deb.path])
        #expect(lintian.status == 0 && !lintian.output.contains("E: "), "\(lintian.output)")

        // The archive: its launcher starts the program from wherever it is unpacked.
        let home = try Self.outsideCheckout()
        let archive = output.appendingPathComponent("trellis-hello-1.2.0-linux-\(architecture).tar.gz")
        #expect(try await Self.tool("tar", ["-xzf", archive.path, "-C", home.path]).status == 0)
        let run = try await Self.runWithoutSwift(home.appendingPathComponent("trellis-hello-1.2.0/trellis-hello").path, home: home)
        #expect(run.status == 0, "\(run.output)")
        #expect(Self.texts(run.output) == ["Hello, Trellis"], "\(run.output)")

        // Packing again replaces the packages; a bad version stops before the build and leaves them as they were.
        let before = try Data(contentsOf: deb)
        let bad = try await Self.package("Hello", of: apps, into: output, ["--name", "trellis-hello", "--version", "v2"])
        #expect(bad.status != 0 && bad.output.contains("the version \"v2\" is not one Debian accepts: it must start with a digit"), "\(bad.output)")
        let after = try Data(contentsOf: deb)
        #expect(!bad.output.contains("Compiling") && after == before)
    }

    /// Debian's name for this machine's architecture.
    static func architecture() async throws -> String {
        try await tool("dpkg", ["--print-architecture"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
