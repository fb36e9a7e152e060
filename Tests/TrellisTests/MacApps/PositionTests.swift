import Testing
import Trellis
import TrellisTesting

/// `.position(x:y:)`: "Positions the center of this view at the specified coordinates
/// in its parent's coordinate space"; the positioned view fills the space offered.
@MainActor
@Suite struct PositionTests {
    @Test func aViewIsCentredOnThePointOfTheSpaceItsParentOffers() throws {
        let host = ViewHost(Text("Pin").position(x: 100, y: 50), width: 400, height: 300)
        let pin = try #require(host.frame(ofText: "Pin"))
        #expect(abs(pin.midX - 100) < 0.5)
        #expect(abs(pin.midY - 50) < 0.5)
    }

    @Test func thePositionedViewTakesAllItIsOfferedSoSiblingsMoveAside() throws {
        struct Board: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).position(x: 20, y: 20)
                    Text("Below")
                }
            }
        }
        let host = ViewHost(Board(), width: 300, height: 300)
        let below = try #require(host.frame(ofText: "Below"))
        // The positioned colour took the stack's flexible space, so the text sits at the bottom.
        #expect(below.maxY > 280)
        #expect(host.color(x: 20, y: 20) == RGBA(r: 255, g: 59, b: 48))
    }

    @Test func aPointFollowsStateAndTheCGPointFormWorks() throws {
        struct Mover: View {
            @State private var point = CGPoint(x: 50, y: 50)
            var body: some View {
                ZStack {
                    Text("Dot").position(point)
                    Button("Move") { point = CGPoint(x: 250, y: 150) }.position(x: 200, y: 280)
                }
            }
        }
        let host = ViewHost(Mover(), width: 400, height: 300)
        #expect(abs(try #require(host.frame(ofText: "Dot")).midX - 50) < 0.5)
        host.click(text: "Move")
        let dot = try #require(host.frame(ofText: "Dot"))
        #expect(abs(dot.midX - 250) < 0.5 && abs(dot.midY - 150) < 0.5)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }
}
