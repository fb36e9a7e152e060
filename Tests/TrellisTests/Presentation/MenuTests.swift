import Testing
import Trellis
import TrellisTesting

private struct Actions: View {
    @State private var log = ""

    var body: some View {
        VStack {
            Menu("Actions") {
                Button("Copy") { log += "copy " }
                Button("Paste") { log += "paste " }
                Divider()
                Section("Export") {
                    Button("PDF") { log += "pdf " }
                }
                Menu("Share") {
                    Button("Mail") { log += "mail " }
                    Button("Messages") { log += "messages " }
                }
            }
            Spacer()
            Text("Log: \(log)")
        }
        .padding(20)
        .frame(width: 400, height: 300)
    }
}

@MainActor
@Suite struct MenuTests {
    @Test func aMenuOpensBelowItsButtonAndAChoiceRunsAndClosesIt() throws {
        let host = ViewHost(Actions(), width: 400, height: 300)
        let button = try #require(host.frame(ofText: "Actions"))
        #expect(!host.texts.contains("Copy"))
        host.click(text: "Actions")
        host.step(frames: 10)
        #expect(["Copy", "Paste", "Export", "PDF", "Share"].allSatisfy(host.texts.contains))
        let copy = try #require(host.frame(ofText: "Copy"))
        #expect(copy.minY > button.maxY)
        host.click(text: "Paste")
        host.step(frames: 10)
        #expect(host.texts.contains("Log: paste "))
        #expect(!host.texts.contains("Copy"))
    }

    @Test func theKeysMoveThroughAMenuAndItsSubmenu() {
        let host = ViewHost(Actions(), width: 400, height: 300)
        host.click(text: "Actions")
        host.press(.down)
        host.press(.down)
        host.press(.enter)
        host.step(frames: 10)
        #expect(host.texts.contains("Log: paste "))

        host.click(text: "Actions")
        for _ in 0..<4 { host.press(.down) }
        host.press(.right)
        host.step(frames: 10)
        #expect(host.texts.contains("Mail"))
        host.press(.left)
        host.step(frames: 10)
        #expect(!host.texts.contains("Mail"))
        #expect(host.texts.contains("Copy"), "Left closes only the submenu")

        host.press(.right)
        host.press(.down)
        host.press(.enter)
        host.step(frames: 10)
        #expect(host.texts.contains("Log: paste messages "))
        #expect(!host.texts.contains("Mail") && !host.texts.contains("Copy"), "a choice closes every menu")
    }

    @Test func aClickOutsideOrEscapeClosesAMenuWithoutReachingWhatIsBehind() {
        struct Behind: View {
            @State private var taps = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Menu("File") { Button("Open") {} }
                    Spacer()
                    Button("Count \(taps)") { taps += 1 }
                }
                .padding(20)
                .frame(width: 400, height: 300, alignment: .leading)
            }
        }
        let host = ViewHost(Behind(), width: 400, height: 300)
        host.click(text: "File")
        host.step(frames: 10)
        #expect(host.texts.contains("Open"))
        host.click(text: "Count 0")
        host.step(frames: 10)
        #expect(!host.texts.contains("Open"))
        #expect(host.texts.contains("Count 0"))

        host.click(text: "File")
        host.press(.escape)
        host.step(frames: 10)
        #expect(!host.texts.contains("Open"))
    }

    @Test func aMenuNearTheWindowsCornerStaysInsideIt() throws {
        struct Corner: View {
            var body: some View {
                VStack {
                    Spacer()
                    HStack {
                        Spacer()
                        Menu("Corner") {
                            Button("A rather long first item") {}
                            Button("Second") {}
                            Button("Third") {}
                        }
                    }
                }
                .frame(width: 400, height: 300)
            }
        }
        let host = ViewHost(Corner(), width: 400, height: 300)
        let button = try #require(host.frame(ofText: "Corner"))
        host.click(text: "Corner")
        host.step(frames: 10)
        let first = try #require(host.frame(ofText: "A rather long first item"))
        let third = try #require(host.frame(ofText: "Third"))
        #expect(first.minX >= 0 && first.maxX <= 400)
        #expect(third.maxY < button.minY, "no room below, so it opens above its button")
        #expect(first.minY >= 0)
    }

    @Test func thePointerAndTheArrowsMoveTheSameHighlight() throws {
        let host = ViewHost(Actions(), width: 400, height: 300)
        host.click(text: "Actions")
        host.step(frames: 10)
        let copy = try #require(host.frame(ofText: "Copy"))
        host.send(.pointerMove(Point(x: copy.midX, y: copy.midY)))
        host.press(.down)
        host.press(.enter)
        host.step(frames: 10)
        #expect(host.texts.contains("Log: paste "))
    }

    @Test func aRightClickOpensAContextMenuAtThePointer() throws {
        struct Photo: View {
            @State private var turns = 0
            var body: some View {
                VStack {
                    Text("Photo")
                        .padding(40)
                        .background(Color.gray.opacity(0.2))
                        .contextMenu {
                            Button("Rotate") { turns += 1 }
                            Button("Delete", role: .destructive) {}
                        }
                    Text("Turns \(turns)")
                }
            }
        }
        let host = ViewHost(Photo(), width: 400, height: 300)
        let photo = try #require(host.frame(ofText: "Photo"))
        host.click(x: photo.midX, y: photo.midY)
        #expect(!host.texts.contains("Rotate"), "a primary click opens nothing")
        host.rightClick(x: photo.midX, y: photo.midY)
        host.step(frames: 10)
        let rotate = try #require(host.frame(ofText: "Rotate"))
        #expect(rotate.minX > photo.midX && rotate.minX < photo.midX + 20)
        #expect(rotate.minY > photo.midY && rotate.minY < photo.midY + 20)
        host.click(text: "Rotate")
        host.step(frames: 10)
        #expect(host.texts.contains("Turns 1"))
        #expect(!host.texts.contains("Rotate"))
    }

    @Test func aMenuPickerShowsTheChoiceAndChangesItFromAPopUpMenu() {
        struct Flavours: View {
            @State private var flavour = "Mint"
            var body: some View {
                VStack {
                    Picker("Flavour", selection: $flavour) {
                        ForEach(["Mint", "Lime", "Plum"], id: \.self) { Text($0).tag($0) }
                    }
                    .pickerStyle(.menu)
                    Text("Chose \(flavour)")
                }
            }
        }
        let host = ViewHost(Flavours(), width: 400, height: 300)
        #expect(host.texts.contains("Mint"))
        #expect(!host.texts.contains("Lime"))
        host.click(text: "Mint")
        host.step(frames: 10)
        #expect(host.texts.contains("Lime") && host.texts.contains("Plum"))
        host.click(text: "Plum")
        host.step(frames: 10)
        #expect(host.texts.contains("Chose Plum"))
        #expect(host.texts.contains("Plum"))
        #expect(!host.texts.contains("Lime"))
    }

    @Test func aMenuOfAThousandItemsFitsTheWindowAndScrolls() throws {
        struct Long: View {
            @State private var picked = -1
            var body: some View {
                VStack {
                    Menu("Many") {
                        ForEach(0..<1_000, id: \.self) { index in
                            Button("Item \(index)") { picked = index }
                        }
                    }
                    Text("Picked \(picked)")
                }
            }
        }
        let host = ViewHost(Long(), width: 400, height: 300)
        host.click(text: "Many")
        host.step(frames: 2)
        let first = try #require(host.frame(ofText: "Item 0"))
        #expect(first.minY >= 0)
        #expect(host.frame(ofText: "Item 14") == nil)
        #expect(host.frame(ofText: "Item 999") == nil)

        // The arrows scroll the item they move to into view.
        for _ in 0..<15 { host.press(.down) }
        let fifteenth = try #require(host.frame(ofText: "Item 14"))
        #expect(fifteenth.maxY <= 300)

        host.scroll(dx: 0, dy: 100_000, x: first.midX, y: 150)
        let last = try #require(host.frame(ofText: "Item 999"))
        #expect(last.maxY <= 300)
        host.click(text: "Item 999")
        #expect(host.texts.contains("Picked 999"))
    }
}
