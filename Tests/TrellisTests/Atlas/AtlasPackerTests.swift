import Testing
@testable import TrellisSDL

/// The rectangle a slot keeps to itself: its pixels and its gutter.
private func reserved(_ slot: AtlasSlot) -> (x: Int32, y: Int32, right: Int32, bottom: Int32) {
    (slot.x, slot.y, slot.x + slot.width + AtlasPacker.gutter, slot.y + slot.height + AtlasPacker.gutter)
}

private func overlap(_ a: AtlasSlot, _ b: AtlasSlot) -> Bool {
    let r = reserved(a), s = reserved(b)
    return a.page == b.page && r.x < s.right && s.x < r.right && r.y < s.bottom && s.y < r.bottom
}

/// A slot `packer` must have room for.
private func take(_ width: Int32, _ height: Int32, from packer: inout AtlasPacker,
                  sourceLocation: SourceLocation = #_sourceLocation) throws -> AtlasSlot {
    let slot = packer.insert(width: width, height: height)
    return try #require(slot, "no room for \(width)×\(height)", sourceLocation: sourceLocation)
}

private struct Dice: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}

@Suite struct AtlasPackerTests {
    @Test func slotsNeverOverlapAndStayInsideTheirPageAwayFromItsEdge() {
        var packer = AtlasPacker(side: 256)
        var dice = Dice(state: 7)
        var live: [AtlasSlot] = []
        for step in 0..<3_000 {
            if !live.isEmpty, Int.random(in: 0..<3, using: &dice) == 0 {
                packer.remove(live.remove(at: Int.random(in: 0..<live.count, using: &dice)))
            } else {
                let width = Int32.random(in: 1...90, using: &dice), height = Int32([8, 12, 14, 15, 20, 33].randomElement(using: &dice)!)
                guard let slot = packer.insert(width: width, height: height) else {
                    Issue.record("step \(step): no slot for \(width)×\(height)")
                    return
                }
                #expect(slot.width == width && slot.height == height)
                let edges = reserved(slot)
                #expect(edges.x >= 1 && edges.y >= 1 && edges.right <= 256 && edges.bottom <= 256, "step \(step): \(slot)")
                let clash = live.first { overlap($0, slot) }
                #expect(clash == nil, "step \(step): \(slot) overlaps \(String(describing: clash))")
                if clash != nil { return }
                live.append(slot)
            }
            #expect(packer.slotCount == live.count)
        }
    }

    @Test func aFreedSlotIsReusedBySomethingOfItsSize() throws {
        var packer = AtlasPacker(side: 512)
        let first = try take(40, 16, from: &packer)
        let second = try take(40, 16, from: &packer)
        packer.remove(first)
        let third = try take(32, 16, from: &packer)
        #expect(third.x == first.x && third.y == first.y && third.page == first.page)
        #expect(!overlap(third, second))
        #expect(packer.pageIDs.count == 1)
    }

    @Test func aFullPageOpensAnotherAndAnEmptiedPageGoes() throws {
        // 63 usable pixels a side take three 20 + 1 slots each way.
        var packer = AtlasPacker(side: 64)
        var slots: [AtlasSlot] = []
        for _ in 0..<9 { slots.append(try take(20, 20, from: &packer)) }
        #expect(Set(slots.map(\.page)) == [0])
        let overflow = try take(20, 20, from: &packer)
        #expect(overflow.page == 1)
        #expect(packer.removeEmptyPages().isEmpty)
        packer.remove(overflow)
        #expect(packer.removeEmptyPages() == [1])
        #expect(packer.pageIDs == [0])
        // Too large for any page: refused rather than opening pages for ever.
        #expect(packer.insert(width: 64, height: 10) == nil)
    }

    @Test func shelvesEmptiedJoinSoATallerPictureFitsAgain() throws {
        var packer = AtlasPacker(side: 128)
        var small: [AtlasSlot] = []
        while let slot = packer.insert(width: 30, height: 10) {
            if slot.page != 0 {
                packer.remove(slot)
                break
            }
            small.append(slot)
        }
        #expect(small.count > 20)
        // All but the first go; the short shelves they were on must join again.
        for slot in small.dropFirst() { packer.remove(slot) }
        #expect(packer.removeEmptyPages() == [1])
        let tall = try take(100, 110, from: &packer)
        #expect(tall.page == 0, "\(tall), pages \(packer.pageIDs)")
        #expect(!overlap(tall, small[0]))
    }

    @Test func pagesStayFewUnderChurn() {
        var packer = AtlasPacker(side: 1_024)
        var dice = Dice(state: 99)
        var live: [AtlasSlot] = []
        var mostPages = 0
        for _ in 0..<10_000 {
            if live.count >= 300 { packer.remove(live.remove(at: Int.random(in: 0..<live.count, using: &dice))) }
            if let slot = packer.insert(width: Int32.random(in: 16...128, using: &dice), height: Int32.random(in: 12...24, using: &dice)) {
                live.append(slot)
            }
            _ = packer.removeEmptyPages()
            mostPages = max(mostPages, packer.pageIDs.count)
        }
        // 300 slots of 73 × 19 pixels on average fill under half a page of 1,024 × 1,024:
        // holes left by churn are filled, not given up on for a new page each time.
        #expect(mostPages <= 2, "\(mostPages) pages")
        #expect(packer.slotCount == live.count)
    }
}
