@_spi(TrellisExtension) import TrellisCore

import Observation

/// What one navigation stack knows beyond its path: the screens pushed as views,
/// the destinations registered for value types, and what each screen shows in
/// the bar. Links, destinations and screens inside reach it through the environment.
@MainActor @Observable
final class NavigationStackModel {
    /// A screen pushed as a view (`NavigationLink(destination:)`, `navigationDestination(isPresented:)`).
    struct PushedScreen {
        let serial: Int
        /// The `navigationDestination(isPresented:)` that pushed it, if one did.
        let owner: ObjectIdentifier?
        /// Held apart, so that refreshing it runs the screen's body and not the stack's.
        let content: PushedContent
        /// Runs when the screen is popped: sets the presenting binding to false.
        var onPop: (@MainActor () -> Void)?
    }

    @ObservationIgnored var path: NavigationPathAccess?
    private(set) var pushed: [PushedScreen] = []
    @ObservationIgnored private var nextSerial = 0
    /// The content of each screen pushed for an owner, found without reading `pushed`.
    @ObservationIgnored private var boxes: [ObjectIdentifier: PushedContent] = [:]

    /// Builders for `navigationDestination(for:)`, refreshed by each body that declares them.
    @ObservationIgnored private var builders: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView] = [:]
    /// The types with a builder: observed, so a placeholder updates once its destination appears.
    private(set) var destinationTypes: Set<ObjectIdentifier> = []

    /// What each screen asked the bar to show, by screen.
    private(set) var bars: [NavigationScreenID: NavigationBarContent] = [:]

    /// Whether a push or pop is sliding, so the screen below the top still shows (`CoveredScreen.swift`).
    var isSliding = false
    /// The alarm that ends the slide.
    @ObservationIgnored var slideAlarm: Int?

    /// The ids of the screens above the root, bottom first, for the path's values now.
    func screens(for values: [AnyHashable]) -> [NavigationScreenID] {
        values.enumerated().map { .value($0.offset, $0.element) } + pushed.map { .view($0.serial) }
    }

    // MARK: Pushing and popping

    /// Pushes a screen for `value`, through the path.
    func push(value: AnyHashable) {
        guard let path else { return }
        if !path.append(value) {
            Diagnostics.warnOnce("NavigationLink.value.\(type(of: value.base))",
                                 "NavigationLink: the stack's path cannot hold a \(type(of: value.base)); nothing was pushed")
        }
    }

    /// Pushes `content` as a screen of its own.
    func push(view content: AnyView, owner: ObjectIdentifier? = nil, onPop: (@MainActor () -> Void)? = nil) {
        nextSerial += 1
        let box = PushedContent(content)
        if let owner { boxes[owner] = box }
        pushed.append(PushedScreen(serial: nextSerial, owner: owner, content: box, onPop: onPop))
    }

    /// Keeps the screen `owner` pushed showing `content`, pushing it if it is not there.
    func present(_ content: AnyView, owner: ObjectIdentifier, onPop: @escaping @MainActor () -> Void) {
        if let index = pushed.firstIndex(where: { $0.owner == owner }) {
            pushed[index].content.view = content
            pushed[index].onPop = onPop
        } else {
            push(view: content, owner: owner, onPop: onPop)
        }
    }

    /// Shows `content` on the screen `owner` pushed, if it is still there: a link's
    /// destination follows the state it was made from, as in SwiftUI. It reads
    /// nothing observed, so the link's body does not come to depend on the stack.
    func refresh(owner: ObjectIdentifier, with content: AnyView) {
        boxes[owner]?.view = content
    }

    /// Pops the screen `owner` pushed, and everything above it.
    func withdraw(owner: ObjectIdentifier) {
        guard let index = pushed.firstIndex(where: { $0.owner == owner }) else { return }
        popPushed(to: index)
    }

    /// The content of a screen pushed as a view.
    func content(of serial: Int) -> AnyView? {
        pushed.first { $0.serial == serial }?.content.view
    }

    /// Pops the top screen; with only the root showing, warns and does nothing.
    func pop() {
        let depth = (path?.elements().count ?? 0) + pushed.count
        guard depth > 0 else {
            Diagnostics.warnOnce("NavigationStack.pop.empty", "NavigationStack: nothing to pop; only the root screen is showing")
            return
        }
        pop(to: depth - 1)
    }

    /// Pops until `depth` screens remain above the root.
    func pop(to depth: Int) {
        let pathCount = path?.elements().count ?? 0
        popPushed(to: max(depth - pathCount, 0))
        if depth < pathCount { path?.removeLast(pathCount - depth) }
    }

    /// Pops `screen` and everything above it, for its `dismiss`.
    func pop(screen: NavigationScreenID) {
        let values = path?.elements() ?? []
        guard let index = screens(for: values).firstIndex(of: screen) else { return }
        pop(to: index)
    }

    private func popPushed(to count: Int) {
        guard pushed.count > count else { return }
        let popped = pushed[count...]
        pushed.removeSubrange(count...)
        for screen in popped { if let owner = screen.owner { boxes[owner] = nil } }
        for screen in popped.reversed() { screen.onPop?() }
    }

    // MARK: Destinations

    /// Registers how to show values of `type`; the first registration of a type is observed.
    func register(_ type: ObjectIdentifier, builder: @escaping @MainActor (AnyHashable) -> AnyView) {
        builders[type] = builder
        if !destinationTypes.contains(type) { destinationTypes.insert(type) }
    }

    /// The screen for `value`, or nil when no destination takes its type.
    func destination(for value: AnyHashable) -> AnyView? {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        guard destinationTypes.contains(type) else { return nil }
        return builders[type]?(value)
    }

    // MARK: The bar

    /// Changes what `screen` shows in the bar, writing only on a real change.
    func updateBar(of screen: NavigationScreenID, _ change: (inout NavigationBarContent) -> Void) {
        var content = bars[screen] ?? NavigationBarContent()
        change(&content)
        if bars[screen] != content { bars[screen] = content }
    }

    /// Forgets a screen that left.
    func forgetBar(of screen: NavigationScreenID) {
        if bars[screen] != nil { bars[screen] = nil }
    }
}

/// The view a screen pushed as a view shows; observed on its own.
@MainActor @Observable
final class PushedContent {
    var view: AnyView

    init(_ view: AnyView) {
        self.view = view
    }
}

/// Which screen of a stack: the root, the screen for the path's value at an
/// offset, or a screen pushed as a view.
enum NavigationScreenID: Hashable, @unchecked Sendable {
    // Path values are plain, immutable values (numbers, strings, enums, models' ids).
    case root
    case value(Int, AnyHashable)
    case view(Int)
}

private struct NavigationStackKey: EnvironmentKey {
    static var defaultValue: NavigationStackModel? { nil }
}

extension EnvironmentValues {
    /// The stack a view is in, for links and destinations.
    var navigationStack: NavigationStackModel? {
        get { self[NavigationStackKey.self] }
        set { self[NavigationStackKey.self] = newValue }
    }
}
