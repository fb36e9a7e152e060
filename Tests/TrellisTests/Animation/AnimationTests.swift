import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Motion {
    var x = 0.0
    var rows = [1, 2, 3]
    var shown = true
    var faded = false
}

private struct Slider: View {
    let motion: Motion
    var body: some View {
        Color.red.frame(width: 20, height: 20).offset(x: motion.x)
            .frame(width: 300, height: 40, alignment: .leading)
    }
}

private struct Rows: View {
    let motion: Motion
    var body: some View {
        VStack(spacing: 0) {
            ForEach(motion.rows, id: \.self) { row in
                Text("Row \(row)").frame(width: 100, height: 20).background(Color.blue).transition(.opacity)
            }
        }
    }
}

private struct Removable: View {
    let motion: Motion
    var body: some View {
        VStack {
            Text("Stays")
            if motion.shown { Text("Goes").transition(.opacity) }
        }
    }
}

@MainActor
private func redFrame(_ host: ViewHost<some View>) -> Rect? {
    host.displayList.graphics.first { $0.content == .fill(RGBA(r: 255, g: 59, b: 48)) }?.frame
}

@MainActor
@Suite struct AnimationTests {
    @Test func aLinearOffsetIsHalfwayAfterHalfItsDuration() throws {
        let motion = Motion()
        let host = ViewHost(Slider(motion: motion), width: 300, height: 40)
        let start = try #require(redFrame(host)).x
        withAnimation(.linear(duration: 1)) { motion.x = 100 }
        host.step(frames: 30)
        let halfway = try #require(redFrame(host)).x - start
        #expect(abs(halfway - 50) <= 1, "\(halfway)")
        host.step(frames: 30)
        #expect(try #require(redFrame(host)).x - start == 100)
        host.step(frames: 5)
        #expect(host.stats.framesPresented == 0, "quiet again once the animation ends")
    }

    @Test func aChangeOutsideATransactionIsImmediate() throws {
        let motion = Motion()
        let host = ViewHost(Slider(motion: motion), width: 300, height: 40)
        let start = try #require(redFrame(host)).x
        motion.x = 100
        host.step()
        #expect(try #require(redFrame(host)).x - start == 100)
    }

    @Test func disablingAnimationsInATransactionSkipsTheAnimation() throws {
        let motion = Motion()
        let host = ViewHost(Slider(motion: motion), width: 300, height: 40)
        let start = try #require(redFrame(host)).x
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.disablesAnimations = true
        withTransaction(transaction) { motion.x = 80 }
        host.step()
        #expect(try #require(redFrame(host)).x - start == 80)
    }

    @Test func anInterruptedAnimationStartsFromWhereItIs() throws {
        let motion = Motion()
        let host = ViewHost(Slider(motion: motion), width: 300, height: 40)
        let start = try #require(redFrame(host)).x
        withAnimation(.linear(duration: 1)) { motion.x = 200 }
        host.step(frames: 30)
        let midway = try #require(redFrame(host)).x - start
        withAnimation(.linear(duration: 1)) { motion.x = 0 }
        host.step()
        let after = try #require(redFrame(host)).x - start
        #expect(abs(after - midway) < 5, "no jump: \(midway) then \(after)")
        #expect(after < midway)
    }

    @Test func aSpringSettlesWithinItsResponseTime() throws {
        let motion = Motion()
        let host = ViewHost(Slider(motion: motion), width: 300, height: 40)
        let start = try #require(redFrame(host)).x
        withAnimation(.spring(response: 0.5, dampingFraction: 0.9)) { motion.x = 100 }
        host.step(frames: 30)
        let settled = try #require(redFrame(host)).x - start
        #expect(abs(settled - 100) < 1.5, "\(settled)")
    }

    @Test func anInsertedRowFadesInThroughHalfAlpha() throws {
        let motion = Motion()
        let host = ViewHost(Rows(motion: motion), width: 200, height: 200)
        withAnimation(.linear(duration: 1)) { motion.rows.append(4) }
        host.step(frames: 30)
        let row = try #require(host.displayList.graphics.first {
            if case .text(let run) = $0.content { return run.string == "Row 4" }
            return false
        })
        #expect(abs(row.opacity - 0.5) < 0.02, "\(row.opacity)")
    }

    @Test func aRemovedRowStaysUntilItsTransitionEnds() {
        let motion = Motion()
        let host = ViewHost(Removable(motion: motion), width: 200, height: 100)
        let alive = host.stats.texturesAlive
        withAnimation(.linear(duration: 0.3)) { motion.shown = false }
        host.step(frames: 10)
        #expect(host.texts.contains("Goes"))
        #expect(host.stats.texturesAlive == alive)
        host.step(frames: 10)
        #expect(!host.texts.contains("Goes"))
        #expect(host.stats.texturesAlive == alive - 1)
    }

    @Test func movedRowsSlideToTheirNewPlaces() throws {
        let motion = Motion()
        let host = ViewHost(Rows(motion: motion), width: 200, height: 200)
        func y(_ text: String) -> CGFloat? { host.frame(ofText: text)?.y }
        let first = try #require(y("Row 1")), third = try #require(y("Row 3"))
        withAnimation(.linear(duration: 1)) { motion.rows.swapAt(0, 2) }
        host.step(frames: 30)
        let moving = try #require(y("Row 1"))
        #expect(abs(moving - (first + third) / 2) <= 1, "\(moving)")
        host.step(frames: 30)
        #expect(try #require(y("Row 1")) == third)
    }

    @Test func stepsAreDeterministic() throws {
        func run() throws -> [Double] {
            let motion = Motion()
            let host = ViewHost(Slider(motion: motion), width: 300, height: 40)
            withAnimation(.easeInOut(duration: 0.5)) { motion.x = 120 }
            return try (0..<20).map { _ in
                host.step()
                return try #require(redFrame(host)).x
            }
        }
        #expect(try run() == run())
    }
}
