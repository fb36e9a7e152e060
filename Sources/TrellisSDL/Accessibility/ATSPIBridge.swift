import CDBus
import CSDL2
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Trellis's windows on the AT-SPI accessibility bus, where Orca and other
/// assistive technologies read and drive them.
///
/// It costs nothing until a reader is there: it asks the desktop once, on a
/// thread of its own, whether accessibility is on (`ATSPIStatus`), and
/// watches for it to be turned on or off. While it is on, it holds a
/// connection to the accessibility bus, has embedded the application's root
/// with the registry, answers the calls of the AT-SPI interfaces on the main
/// queue, and after each turn of the frame loop that drew, builds the
/// windows' accessibility trees again and sends events for what changed. A
/// window at rest draws nothing, so it sends and builds nothing.
@MainActor
public final class ATSPIBridge {
    /// The windows' trees now, in order, built when called.
    private let trees: @MainActor () -> [ATSPIObjects.Window]
    /// Ends the frame loop's sleep, from any thread.
    private let wake: @Sendable () -> Void
    /// The connection to the accessibility bus, while a reader is there.
    private(set) var bus: BusConnection?
    /// The session bus, watched for accessibility being turned on and off.
    private var session: BusConnection?
    let objects = ATSPIObjects()
    /// The registry's root, which is the application's parent.
    private(set) var desktop = (name: "", path: DBusArgument.nullPath)
    /// The number the registry gave the application.
    var applicationID: Int32 = 0
    /// The events some assistive technology listens for.
    var listeners = ATSPIListeners()
    /// Whether a window drew since the trees were last built.
    private var isStale = true
    /// Each window's count of focus moves when its frame last ran.
    private var focusMovesSeen: [UInt32: Int] = [:]
    /// Whether a connection is being made on another thread.
    private var isConnecting = false
    /// The window that had the keyboard at the last turn.
    private var activeWindowID: UInt32?
    /// How many events refreshes have found to send, listened to or not; FrameBench reports it.
    package internal(set) var eventsWorkedOut = 0

    /// A bridge for the windows `windows` lists.
    public init(windows: @escaping @MainActor () -> [SDLWindow], wake: @escaping @Sendable () -> Void) {
        self.wake = wake
        trees = {
            let focused = SDL_GetKeyboardFocus().map { SDL_GetWindowID($0) }
            return windows().filter { !$0.isClosed }.map { window in
                ATSPIObjects.Window(windowID: window.windowID, root: window.accessibilityTree(),
                                    driver: window.pipeline.driver, origin: window.screenPosition, scale: window.scale,
                                    isActive: window.windowID == focused)
            }
        }
    }

    /// A bridge that serves no bus, for one offscreen pipeline: after each frame that
    /// drew, `refreshWithoutBus()` does the work a reader's presence costs, short of
    /// writing to the socket. FrameBench measures it so.
    package init(offscreen pipeline: FramePipeline) {
        wake = {}
        trees = {
            [ATSPIObjects.Window(windowID: 1, root: pipeline.driver.accessibilityTree(), driver: pipeline.driver,
                                 origin: (0, 0), scale: pipeline.scale, isActive: true)]
        }
    }

    /// Builds the trees again and works out the events for what changed, as
    /// a connected bridge does after a frame that drew.
    package func refreshWithoutBus() { refresh(announcing: true) }

    /// Whether the bridge is connected to the accessibility bus.
    public var isConnected: Bool { bus != nil }

    /// Asks the desktop, on another thread, whether accessibility is on, and
    /// connects if it is; watches it from then on. Never blocks the caller.
    public func start() {
        // What an app announces wakes the loop, which sends it after its turn.
        AccessibilityAnnouncements.shared.wakeUp(with: wake)
        let forced = ATSPIStatus.override()
        if forced == false { return }
        Thread.detachNewThread { [weak self] in
            let session = SessionBus.address().flatMap { BusConnection.open(address: $0, timeoutMilliseconds: 1_000) }
            session?.addMatch(ATSPIStatus.changeRule)
            let enabled = forced == true || session.map(ATSPIStatus.isEnabled(on:)) == true
            let link = enabled ? ATSPIBridge.connect(session: session) : nil
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.session = session
                    session?.onMessage = { [weak self] message in self?.sessionSaid(message) }
                    session?.startReading()
                    if let link { self.adopt(link) }
                }
            }
        }
    }

    /// A connection to the accessibility bus with the application embedded.
    struct Link: @unchecked Sendable {
        let bus: BusConnection
        let desktop: (name: String, path: String)
        let listeners: [DBusValue]
    }

    /// Connects to the accessibility bus and embeds the application's root with
    /// the registry; nil when there is no bus or no registry. Runs off the main thread.
    nonisolated static func connect(session: BusConnection?) -> Link? {
        guard let address = ATSPIStatus.busAddress(from: session),
              let bus = BusConnection.open(address: address, timeoutMilliseconds: 2_000) else {
            Diagnostics.warnOnce("atspi-no-bus", "accessibility is on, but the accessibility bus could not be reached; screen readers cannot see this app")
            return nil
        }
        bus.addMatch("type='signal',interface='org.a11y.atspi.Registry',member='EventListenerRegistered'")
        bus.addMatch("type='signal',interface='org.a11y.atspi.Registry',member='EventListenerDeregistered'")
        guard let answer = bus.call("org.a11y.atspi.Registry", ATSPIObjects.rootPath, "org.a11y.atspi.Socket", "Embed",
                                    [.reference(bus.uniqueName, ATSPIObjects.rootPath)], timeoutMilliseconds: 2_000),
              case .structure(let fields)? = answer.first?.unwrapped, fields.count == 2,
              let name = fields[0].string, let path = fields[1].objectPath else {
            Diagnostics.warnOnce("atspi-no-registry", "the accessibility registry did not embed this app; screen readers cannot see it")
            return nil
        }
        let registered = bus.call("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                                  "GetRegisteredEvents", timeoutMilliseconds: 1_000)
        return Link(bus: bus, desktop: (name, path), listeners: registered ?? [])
    }

    /// Starts serving on `link`'s bus.
    private func adopt(_ link: Link) {
        isConnecting = false
        guard bus == nil else { return }
        bus = link.bus
        desktop = link.desktop
        listeners.reset(from: link.listeners)
        link.bus.onMessage = { [weak self] message in self?.handle(message) }
        isStale = true
        refresh(announcing: false)
        link.bus.startReading()
    }

    /// Leaves the accessibility bus and forgets the trees: no reader is left.
    public func stop() {
        AccessibilityAnnouncements.shared.wakeUp(with: nil)
        bus?.stopReading()
        bus = nil
        objects.removeAll()
        isStale = true
    }

    /// Notes that `window` drew a frame, or moved focus without drawing (the
    /// reader sent to a text), so the trees are built again after this turn.
    public func frameDidRun(_ window: SDLWindow, drew: Bool) {
        let moves = window.pipeline.driver.focusMoves
        if drew || focusMovesSeen[window.windowID] != moves { isStale = true }
        focusMovesSeen[window.windowID] = moves
    }

    /// After each turn of the frame loop: while a reader is there, builds the
    /// trees again if a window drew, and says which window has the keyboard.
    public func loopDidTurn() {
        // Announcements with no reader to hear them are dropped, as on a Mac without VoiceOver.
        let announcements = AccessibilityAnnouncements.shared.take()
        guard let bus else { return }
        guard bus.isConnected else {
            stop()
            return
        }
        let active = SDL_GetKeyboardFocus().map { SDL_GetWindowID($0) }
        if active != activeWindowID { isStale = true }
        if isStale { refresh(announcing: true) }
        announce(announcements)
        bus.flush()
    }

    /// Builds every window's tree again; with `announcing`, sends the events for what changed.
    func refresh(announcing: Bool) {
        isStale = false
        let windows = trees()
        let previous = objects.replace(with: windows)
        if announcing { sendEvents(since: previous, activeBefore: activeWindowID) }
        activeWindowID = windows.first { $0.isActive }?.windowID
    }

    /// The session bus said something: accessibility may have been turned on or off.
    private func sessionSaid(_ message: OpaquePointer) {
        guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL,
              let changes = ATSPIStatus.changes(in: DBusValue.arguments(of: message)) else { return }
        guard ATSPIStatus.override() == nil, let session else { return }
        if changes.values.contains(true), bus == nil, !isConnecting {
            isConnecting = true
            Thread.detachNewThread { [weak self] in
                let link = ATSPIBridge.connect(session: session)
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        guard let self else { return }
                        if let link { self.adopt(link) } else { self.isConnecting = false }
                    }
                }
            }
        } else if !changes.isEmpty, !changes.values.contains(true), bus != nil, !ATSPIStatus.isEnabled(on: session) {
            stop()
        }
    }
}
