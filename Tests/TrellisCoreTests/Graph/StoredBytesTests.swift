import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Counts the comparisons made with `==`, to tell the fast path from the member-by-member one.
private struct Counted: Equatable {
    var value: Int
    nonisolated(unsafe) static var comparisons = 0

    static func == (lhs: Counted, rhs: Counted) -> Bool {
        comparisons += 1
        return lhs.value == rhs.value
    }
}

/// A `Bool` before an 8-byte member: seven bytes of padding between them.
private struct Padded {
    var flag: Bool
    var counted: Counted
}

private struct Nested {
    var padded: Padded
    var tail: Int8
}

/// Padding holds whatever a copy left there, so it must not decide equality.
@MainActor @Suite struct StoredBytesTests {
    @Test func spansLeaveOutPaddingAndFollowMembers() {
        #expect(StoredBytes.spans(of: Padded.self) == [0..<1, 8..<16])
        #expect(StoredBytes.spans(of: Nested.self) == [0..<1, 8..<17])
        #expect(StoredBytes.spans(of: Int.self) == [0..<8])
        #expect(StoredBytes.spans(of: (Int, Int).self) == [0..<16])
    }

    /// Two equal values whose padding differs, laid out member by member over
    /// different fills, as two copies made in different stack slots are.
    private func paddedPair(first: Int, second: Int, _ body: (UnsafeRawPointer, UnsafeRawPointer) -> Void) {
        let size = MemoryLayout<Padded>.size, offset = MemoryLayout<Padded>.offset(of: \.counted)!
        let old = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        let new = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { old.deallocate(); new.deallocate() }
        old.initializeMemory(as: UInt8.self, repeating: 0xAA, count: size)
        new.initializeMemory(as: UInt8.self, repeating: 0x55, count: size)
        old.storeBytes(of: true, as: Bool.self)
        new.storeBytes(of: true, as: Bool.self)
        (old + offset).storeBytes(of: first, as: Int.self)
        (new + offset).storeBytes(of: second, as: Int.self)
        body(UnsafeRawPointer(old), UnsafeRawPointer(new))
    }

    @Test func equalMembersWithDifferentPaddingAreEqualWithoutComparingMembers() {
        let plan = EqualityPlan.plan(for: Padded.self)
        paddedPair(first: 3, second: 3) { old, new in
            Counted.comparisons = 0
            #expect(plan(old, new, 0))
            #expect(Counted.comparisons == 0)
            // At the depth limit there is no member-by-member comparison to fall back on.
            #expect(plan(old, new, EqualityPlan.depthLimit))
        }
    }

    @Test func differentMembersAreStillDifferent() {
        let plan = EqualityPlan.plan(for: Padded.self)
        paddedPair(first: 3, second: 4) { old, new in
            Counted.comparisons = 0
            #expect(!plan(old, new, 0))
            #expect(Counted.comparisons == 1)
        }
    }
}
