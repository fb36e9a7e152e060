import Observation
import Trellis

/// The text of item `index` after `version` changes; both sides of `update-wide`
/// use it, so they draw the same strings.
func wideLabel(_ index: Int, version: Int) -> String {
    "Item \(index): value \(version)"
}

/// One item of the wide list with its own observable text, so a change
/// invalidates only the one view that reads it.
@Observable final class WideItem {
    var text: String

    init(_ text: String) {
        self.text = text
    }
}

/// `ScrollView { VStack { ForEach(0..<N) { Text(...) } } }`, each text reading its own model.
struct WideItemsView: View {
    let items: [WideItem]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<items.count, id: \.self) { index in
                    WideItemText(item: items[index])
                }
            }
        }
    }
}

/// The one view that reads an item's text.
struct WideItemText: View {
    let item: WideItem

    var body: some View {
        Text(item.text)
    }
}

/// All the texts in one observable array, as SwiftUI code often keeps them:
/// any change invalidates the reader of the whole array.
@Observable final class WideLabels {
    var labels: [String]

    init(_ labels: [String]) {
        self.labels = labels
    }
}

/// The same screen as `WideItemsView`, reading the shared array.
struct WideArrayView: View {
    let model: WideLabels

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<model.labels.count, id: \.self) { index in
                    Text(model.labels[index])
                }
            }
        }
    }
}
