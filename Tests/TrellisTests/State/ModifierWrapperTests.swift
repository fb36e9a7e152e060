import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Badge {
    var count = 2
}

private struct BadgeSizeKey: EnvironmentKey {
    static var defaultValue: Double { 10 }
}

extension EnvironmentValues {
    fileprivate var badgeSize: Double {
        get { self[BadgeSizeKey.self] }
        set { self[BadgeSizeKey.self] = newValue }
    }
}

/// A modifier that reads the environment by key and by type, and writes through
/// a binding and a bindable model: every wrapper, inside `body(content:)`.
private struct Badged: ViewModifier {
    @Binding var seen: Int
    @Bindable var badge: Badge
    @Environment(\.badgeSize) private var size
    @Environment(Badge.self) private var shared
    func body(content: Content) -> some View {
        HStack {
            content
            Text("badge \(badge.count) size \(Int(size)) shared \(shared.count) seen \(seen)")
            Button("Clear") {
                seen += 1
                $badge.count.wrappedValue = 0
            }
        }
    }
}

private struct Inbox: View {
    let badge: Badge
    @State private var seen = 0
    var body: some View {
        Text("Inbox")
            .modifier(Badged(seen: $seen, badge: badge))
            .environment(\.badgeSize, 14)
            .environment(badge)
    }
}

private struct SumKey: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

@Observable final class Total {
    var value = -1
}

@MainActor
@Suite struct ModifierWrapperTests {
    @Test func everyPropertyWrapperWorksInsideAModifier() {
        let badge = Badge()
        let host = ViewHost(Inbox(badge: badge))
        #expect(host.texts.contains("badge 2 size 14 shared 2 seen 0"))
        host.click(text: "Clear")
        #expect(badge.count == 0)
        #expect(host.texts.contains("badge 0 size 14 shared 0 seen 1"))
    }

    @Test func reduceCombinesEveryWriterInTheSubtree() {
        let total = Total()
        let host = ViewHost(VStack {
            Text("a").preference(key: SumKey.self, value: 3)
            Text("b").preference(key: SumKey.self, value: 4)
            Group {
                Text("c").preference(key: SumKey.self, value: 5)
            }
        }
        .onPreferenceChange(SumKey.self) { total.value = $0 })
        host.step()
        #expect(total.value == 12)
    }
}
