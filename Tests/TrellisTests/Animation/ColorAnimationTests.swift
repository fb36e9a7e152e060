import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Tint {
    var warm = false
}

private let cool = RGBA(r: 0, g: 122, b: 255)
private let warm = RGBA(r: 255, g: 149, b: 0)

private struct TintedText: View {
    let tint: Tint
    var body: some View {
        Text("H").font(.system(size: 80, weight: .heavy)).foregroundColor(tint.warm ? .orange : .blue)
    }
}

private struct RenamedText: View {
    let tint: Tint
    var body: some View {
        Text(tint.warm ? "Warm" : "Cool").foregroundColor(tint.warm ? .orange : .blue)
    }
}

private struct TintedShapes: View {
    let tint: Tint
    var body: some View {
        HStack(spacing: 10) {
            Circle().fill(tint.warm ? Color.orange : Color.blue).frame(width: 40, height: 40)
            Capsule().fill(tint.warm ? Color.orange : Color.blue).frame(width: 60, height: 30)
            RoundedRectangle(cornerRadius: 8).stroke(tint.warm ? Color.orange : Color.blue, lineWidth: 8)
                .frame(width: 40, height: 40)
        }
    }
}

private struct TintedSymbol: View {
    let tint: Tint
    var body: some View {
        Image(systemName: "star.fill").font(.system(size: 64)).foregroundColor(tint.warm ? .orange : .blue)
    }
}

/// Whether every colour channel of `color` lies strictly between those of `a` and `b` where they differ.
private func isStrictlyBetween(_ color: RGBA, _ a: RGBA, _ b: RGBA) -> Bool {
    func between(_ x: UInt8, _ p: UInt8, _ q: UInt8) -> Bool { p == q ? x == p : x > min(p, q) && x < max(p, q) }
    return between(color.r, a.r, b.r) && between(color.g, a.g, b.g) && between(color.b, a.b, b.b)
}

@MainActor
private func paints(_ host: ViewHost<some View>) -> [RGBA] {
    host.displayList.graphics.compactMap {
        switch $0.content {
        case .text(let run): run.color
        case .shape(_, .fill(let color)), .shape(_, .stroke(let color, _)), .fill(let color): color
        case .shape(_, .styled(let styled)): styled.style.representativeColor
        case .image(let reference): reference.tint
        case .border, .drawing: nil
        }
    }
}

@MainActor
@Suite struct ColorAnimationTests {
    @Test func aTextColourBlendsAndIsDrawnInTheBlend() throws {
        let tint = Tint()
        let host = ViewHost(TintedText(tint: tint), width: 200, height: 120)
        let frame = try #require(host.frame(ofText: "H"))
        #expect(host.pixelCount(in: frame, near: cool) > 100)
        withAnimation(.linear(duration: 1)) { tint.warm = true }
        host.step(frames: 30)
        let halfway = try #require(paints(host).first)
        let blend = cool.mixed(with: warm, 0.5)
        #expect(halfway.isClose(to: blend, tolerance: 1), "\(halfway)")
        // The glyphs were drawn again in the blend, not left in either end colour.
        #expect(host.pixelCount(in: frame, near: blend) > 100)
        #expect(host.pixelCount(in: frame, near: warm) == 0)
        #expect(host.pixelCount(in: frame, near: cool) == 0)
        host.step(frames: 30)
        #expect(paints(host) == [warm])
        #expect(host.pixelCount(in: frame, near: warm) > 100)
        host.step(frames: 3)
        #expect(host.stats.framesPresented == 0, "quiet again once the colour has arrived")
    }

    @Test func shapeFillsAndStrokesBlend() throws {
        let tint = Tint()
        let host = ViewHost(TintedShapes(tint: tint), width: 200, height: 60)
        #expect(paints(host) == [cool, cool, cool])
        let alive = host.stats.texturesAlive
        withAnimation(.linear(duration: 1)) { tint.warm = true }
        host.step(frames: 30)
        for paint in paints(host) {
            #expect(paint.isClose(to: cool.mixed(with: warm, 0.5), tolerance: 1), "\(paint)")
        }
        let circle = try #require(host.displayList.graphics.first?.frame)
        let centre = host.color(x: Int(circle.midX), y: Int(circle.midY))
        #expect(isStrictlyBetween(centre, cool, warm), "\(centre)")
        #expect(host.stats.texturesAlive == alive, "redrawn in place, not leaked")
        host.step(frames: 30)
        #expect(paints(host) == [warm, warm, warm])
        #expect(host.color(x: Int(circle.midX), y: Int(circle.midY)).isClose(to: warm))
    }

    @Test func aSymbolTintBlends() throws {
        let tint = Tint()
        let host = ViewHost(TintedSymbol(tint: tint), width: 100, height: 100)
        withAnimation(.linear(duration: 1)) { tint.warm = true }
        host.step(frames: 30)
        let halfway = try #require(paints(host).first)
        #expect(isStrictlyBetween(halfway, cool, warm), "\(halfway)")
        let star = try #require(host.displayList.graphics.first?.frame)
        #expect(host.pixelCount(in: star, near: halfway) > 50, "the glyph is drawn again in the blend")
        #expect(host.pixelCount(in: star, near: cool) == 0)
        host.step(frames: 30)
        #expect(paints(host) == [warm])
    }

    @Test func anInterruptedColourAnimationStartsFromTheColourOnScreen() throws {
        let tint = Tint()
        let host = ViewHost(TintedText(tint: tint), width: 200, height: 120)
        withAnimation(.linear(duration: 1)) { tint.warm = true }
        host.step(frames: 30)
        let midway = try #require(paints(host).first)
        withAnimation(.linear(duration: 1)) { tint.warm = false }
        host.step()
        let after = try #require(paints(host).first)
        #expect(after.isClose(to: midway, tolerance: 6), "no jump: \(midway) then \(after)")
        #expect(after.r < midway.r, "heading back to blue")
    }

    @Test func aTextWhoseStringChangesSwapsAtOnceWhileItsColourBlends() throws {
        let tint = Tint()
        let host = ViewHost(RenamedText(tint: tint), width: 200, height: 60)
        withAnimation(.linear(duration: 1)) { tint.warm = true }
        host.step()
        #expect(host.texts == ["Warm"], "no cross-fade: the old string is not drawn too")
        host.step(frames: 14)
        #expect(host.texts == ["Warm"])
        let quarter = try #require(paints(host).first)
        #expect(isStrictlyBetween(quarter, cool, warm), "the colour is still on its way: \(quarter)")
    }

    @Test func aColourChangeOutsideATransactionIsImmediate() {
        let tint = Tint()
        let host = ViewHost(TintedShapes(tint: tint), width: 200, height: 60)
        tint.warm = true
        host.step()
        #expect(paints(host) == [warm, warm, warm])
    }
}
