import Foundation
import OpenCombine

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object changes: before any `@Published`
    /// property is set, and whenever the object calls `objectWillChange.send()`.
    ///
    /// This stands in for OpenCombine's default (Trellis's declaration shadows
    /// it, as Trellis imports OpenCombine). That one makes a fresh publisher on
    /// every access of an object without `@Published` properties, so a model
    /// that calls `objectWillChange.send()` itself never reached its views; and
    /// it reflects over the object on every access. Here each object gets one
    /// publisher for its lifetime, like Combine's.
    public var objectWillChange: ObservableObjectPublisher {
        ObjectChangePublishers.shared.publisher(for: self)
    }
}

/// A `@Published` property, seen through reflection, that can report its writes.
private protocol PublishedProperty {
    /// Emits before each write to the property (not for its current value).
    mutating func willChange() -> AnyPublisher<Void, Never>
}

extension Published: PublishedProperty {
    mutating func willChange() -> AnyPublisher<Void, Never> {
        // The property's storage is a shared box, so this copy's publisher is the
        // property's own; it emits the new value before storing it.
        projectedValue.dropFirst().map { _ in () }.eraseToAnyPublisher()
    }
}

/// One change publisher per live object, fed by its `@Published` properties.
///
/// Objects are found by identity; an entry whose object has gone is replaced
/// when its identifier is reused and swept out as the table grows.
final class ObjectChangePublishers: @unchecked Sendable {
    static let shared = ObjectChangePublishers()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
        /// The subscriptions to the object's `@Published` properties.
        let links: [AnyCancellable]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 64

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[id], entry.object === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        entries[id] = Entry(object: object, publisher: publisher, links: Self.link(object, to: publisher))
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(64, entries.count * 2)
        }
        return publisher
    }

    /// Subscribes `publisher` to every `@Published` property of `object`, its
    /// superclasses' included. Reflection runs once per object, not per access.
    private static func link(_ object: AnyObject, to publisher: ObservableObjectPublisher) -> [AnyCancellable] {
        var links: [AnyCancellable] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard var property = child.value as? PublishedProperty else { continue }
                links.append(property.willChange().sink { [weak publisher] in publisher?.send() })
            }
            mirror = current.superclassMirror
        }
        return links
    }
}
