import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct PopoverTests {
    @Test func aPopoverOpensBelowItsButtonAndClosesWithEscapeOrAClickOutside() throws {
        struct Toolbar: View {
            @State private var showing = false
            var body: some View {
                VStack {
                    Button("Info") { showing = true }
                        .popover(isPresented: $showing) {
                            Text("Details").padding()
                        }
                    Spacer()
                }
                .padding(20)
                .frame(width: 400, height: 300)
            }
        }
        let host = ViewHost(Toolbar(), width: 400, height: 300)
        let button = try #require(host.frame(ofText: "Info"))
        host.click(text: "Info")
        host.step(frames: 20)
        let details = try #require(host.frame(ofText: "Details"))
        #expect(details.minY > button.maxY)
        #expect(abs(details.midX - button.midX) < 2, "centred under its button")
        host.press(.escape)
        host.step(frames: 20)
        #expect(host.frame(ofText: "Details") == nil)

        host.click(text: "Info")
        host.step(frames: 20)
        host.click(x: 390, y: 290)
        host.step(frames: 20)
        #expect(host.frame(ofText: "Details") == nil)
    }

    @Test func aPopoverForAnItemShowsItAndClosingItClearsTheItem() throws {
        struct Person: Identifiable {
            let id: String
        }
        struct People: View {
            @State private var shown: Person?
            var body: some View {
                VStack {
                    Button("Ada") { shown = Person(id: "Ada") }
                        .popover(item: $shown, arrowEdge: .bottom) { person in
                            Text("About \(person.id)").padding()
                        }
                    Text(shown == nil ? "Nobody" : "Somebody")
                }
            }
        }
        let host = ViewHost(People(), width: 400, height: 300)
        let button = try #require(host.frame(ofText: "Ada"))
        host.click(text: "Ada")
        host.step(frames: 20)
        let about = try #require(host.frame(ofText: "About Ada"))
        #expect(about.maxY < button.minY, "the arrow on its bottom edge puts it above")
        host.press(.escape)
        host.step(frames: 20)
        #expect(host.frame(ofText: "About Ada") == nil)
        #expect(host.texts.contains("Nobody"))
    }

    @Test func aPopoverFlipsAboveWhenThereIsNoRoomBelow() throws {
        struct Footer: View {
            var body: some View {
                VStack {
                    Spacer()
                    Text("Status").popover(isPresented: .constant(true)) { Text("Tall details").padding(40) }
                }
                .frame(width: 400, height: 300)
            }
        }
        let host = ViewHost(Footer(), width: 400, height: 300)
        host.step(frames: 20)
        let status = try #require(host.frame(ofText: "Status"))
        let details = try #require(host.frame(ofText: "Tall details"))
        #expect(details.maxY < status.minY)
    }

    @Test func aPopoverAnchoredOffScreenIsClampedIntoTheWindow() throws {
        struct FarAway: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.clear.frame(width: 1_000, height: 10)
                    Text("Far").popover(isPresented: .constant(true)) { Text("Clamped").padding() }
                }
                .frame(width: 400, height: 300, alignment: .leading)
            }
        }
        let host = ViewHost(FarAway(), width: 400, height: 300)
        host.step(frames: 20)
        #expect(host.frame(ofText: "Far") == nil)
        let clamped = try #require(host.frame(ofText: "Clamped"))
        #expect(clamped.minX >= 0 && clamped.maxX <= 400)
        #expect(clamped.minY >= 0 && clamped.maxY <= 300)
    }
}
