import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

private struct Point: Hashable {
    var x: Int
    var y: Int
}

private final class Note: Hashable {
    let title: String
    init(_ title: String) { self.title = title }
    static func == (lhs: Note, rhs: Note) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Int {
    /// A key path from an `Int` to an `Int` that is not the `Int` itself.
    fileprivate var zeroed: Int { 0 }
}

extension Point {
    /// A point made from this one: a key path of the element's own type, computed.
    fileprivate var mirrored: Point { Point(x: y, y: x) }
}

/// A `ForEach` identified by `\.self` uses its elements as their ids without
/// reading each one through the key path; only `\.self` may, whatever the
/// element type, and the test is made without building a key path of a
/// generic type (which costs a demangling on every body run).
@MainActor
@Suite struct ForEachSelfIdentityTests {
    /// What the check was before: the key path compared with `\Element.self`.
    private func isSelf<Element, ID>(_ keyPath: KeyPath<Element, ID>) -> Bool {
        ID.self == Element.self && (keyPath as AnyKeyPath) == (\Element.self as AnyKeyPath)
    }

    private func identifiesBySelf<Data, ID, Content>(_ forEach: ForEach<Data, ID, Content>) -> Bool {
        forEach.identifiesBySelf
    }

    @Test func theElementsOwnKeyPathIsKnownForEveryKindOfElement() {
        #expect(identifiesBySelf(ForEach([3, 1, 2], id: \.self) { Text("\($0)") }))
        #expect(identifiesBySelf(ForEach(0..<3) { Text("\($0)") }))
        #expect(identifiesBySelf(ForEach(["a", "b"], id: \.self) { Text($0) }))
        #expect(identifiesBySelf(ForEach([Point(x: 1, y: 2)], id: \.self) { Text("\($0.x)") }))
        #expect(identifiesBySelf(ForEach([Note("n")], id: \.self) { Text($0.title) }))
        #expect(identifiesBySelf(ForEach([1, nil] as [Int?], id: \.self) { Text("\($0 ?? 0)") }))
        #expect(isSelf(\Point.self) && isSelf(\Note.self) && isSelf(\Int?.self))
    }

    @Test func anyOtherKeyPathReadsTheIds() {
        // Another type, a stored property, and computed ones to the element's own type.
        #expect(!identifiesBySelf(ForEach([Point(x: 1, y: 2)], id: \.x) { Text("\($0.x)") }))
        #expect(!identifiesBySelf(ForEach([1, 2], id: \.zeroed) { Text("\($0)") }))
        #expect(!identifiesBySelf(ForEach([Point(x: 1, y: 2)], id: \.mirrored) { Text("\($0.x)") }))
        #expect(!identifiesBySelf(ForEach([Note("n")], id: \.title) { Text($0.title) }))
        #expect(!isSelf(\Int.zeroed) && !isSelf(\Point.mirrored))
    }
}
