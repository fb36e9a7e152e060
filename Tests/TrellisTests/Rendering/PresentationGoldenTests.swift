import Testing
import Trellis
import TrellisTesting

/// A small window behind each presentation, so the dimming and the cards show against something.
private struct Backdrop<Presented: View>: View {
    let scheme: ColorScheme
    let present: (AnyView) -> Presented

    var body: some View {
        present(AnyView(
            VStack(alignment: .leading, spacing: 10) {
                Text("Documents").font(.headline)
                Text("Quarterly report")
                Text("Holiday photos")
                Spacer()
            }
            .padding(16)
            .frame(width: 360, height: 240, alignment: .topLeading)))
        .preferredColorScheme(scheme)
    }
}

@MainActor
@Suite struct PresentationGoldenTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func aSheetMatchesItsGoldenImage(scheme: ColorScheme) {
        let host = ViewHost(Backdrop(scheme: scheme) { content in
            content.sheet(isPresented: .constant(true)) {
                VStack(spacing: 12) {
                    Text("Rename document").font(.headline)
                    TextField("Name", text: .constant("Quarterly report")).frame(width: 200)
                    HStack {
                        Button("Cancel") {}
                        Button("Rename") {}.buttonStyle(.borderedProminent)
                    }
                }
                .padding(20)
            }
        }, width: 360, height: 240)
        host.step(frames: 30)
        #expect(host.texts.contains("Rename document"))
        expectMatchesGolden(host, named: "presentation-sheet-\(scheme)")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func anAlertMatchesItsGoldenImage(scheme: ColorScheme) {
        let host = ViewHost(Backdrop(scheme: scheme) { content in
            content.alert("Delete “Holiday photos”?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }, width: 360, height: 240)
        host.step(frames: 30)
        #expect(host.texts.contains("This cannot be undone."))
        expectMatchesGolden(host, named: "presentation-alert-\(scheme)")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func anOpenMenuMatchesItsGoldenImage(scheme: ColorScheme) {
        let host = ViewHost(Backdrop(scheme: scheme) { content in
            content.overlay(alignment: .topTrailing) {
                Menu("Sort") {
                    Button("By name") {}
                    Button("By date") {}
                    Divider()
                    Section("Order") {
                        Button("Ascending") {}
                        Button("Descending") {}
                    }
                    Menu("More") { Button("By size") {} }
                    Button("Clear all", role: .destructive) {}
                }
                .padding(12)
            }
        }, width: 360, height: 240)
        host.click(text: "Sort")
        host.step(frames: 30)
        #expect(host.texts.contains("By name"))
        #expect(host.texts.contains("Clear all"))
        expectMatchesGolden(host, named: "presentation-menu-\(scheme)")
    }
}
