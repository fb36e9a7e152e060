import Observation
import Testing
import Trellis
import TrellisTesting

private struct MyNavigationTitleKey: PreferenceKey {
    static var defaultValue: String? { nil }
    static func reduce(value: inout String?, nextValue: () -> String?) {
        value = value ?? nextValue()
    }
}

extension View {
    fileprivate func myNavigationTitle(_ title: String) -> some View {
        preference(key: MyNavigationTitleKey.self, value: title)
    }
}

private struct MyNavigationView<Content: View>: View {
    let content: Content
    @State private var title: String? = nil
    var body: some View {
        VStack {
            Text(title ?? "").font(.largeTitle)
            content.onPreferenceChange(MyNavigationTitleKey.self) { title in
                self.title = title
            }
        }
    }
}

@Observable final class Page {
    var name = "Root View"
    var titled = true
}

private struct TitledPage: View {
    let page: Page
    var body: some View {
        if page.titled {
            Text("Hello").navigationTitle(page.name)
        } else {
            Text("Untitled")
        }
    }
}

@MainActor
@Suite struct PreferenceTests {
    @Test func aChildsTitleFlowsUpToTheContainer() {
        let host = ViewHost(MyNavigationView(content: Text("Hello")
            .myNavigationTitle("Root View")
            .background(Color.gray)))
        #expect(host.texts == ["Root View", "Hello"])
        #expect(host.lastEdits.isEmpty || host.lastEdits == [.changed(0)])
    }

    @Test func navigationTitleSetsTheWindowTitle() {
        let page = Page()
        let host = ViewHost(TitledPage(page: page))
        #expect(host.windowTitle == "Root View")
        page.name = "Settings"
        host.step()
        #expect(host.windowTitle == "Settings")
        page.titled = false
        host.step()
        #expect(host.windowTitle == "")
    }
}
