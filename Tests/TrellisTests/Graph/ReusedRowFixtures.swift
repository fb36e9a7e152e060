import Observation
import Testing
@testable import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
import TrellisTesting

/// A list's data for the tests of rows reused for other elements.
@Observable final class Roster {
    var people: [ListedPerson]
    var tint = Color.black
    var suffix = ""
    var tapped: [Int] = []
    var appeared: [Int] = []
    var disappeared: [Int] = []

    init(count: Int = 40) {
        people = Self.people(0..<count)
    }

    /// People with the ids in `ids`, each named for its id.
    static func people(_ ids: Range<Int>) -> [ListedPerson] {
        ids.map { ListedPerson(id: $0, name: "Person \($0)") }
    }

    /// Every person replaced by a new one with a new id, as new data replaces a list.
    func replaceEveryone() {
        let start = (people.map(\.id).max() ?? 0) + 1
        people = Self.people(start..<(start + people.count))
    }
}

struct ListedPerson: Identifiable, Hashable {
    let id: Int
    var name: String
}

/// A row that keeps nothing of its own: texts, a tap and a background.
struct PlainRow: View {
    let person: ListedPerson
    let roster: Roster
    var body: some View {
        HStack {
            Text(person.name).onTapGesture { roster.tapped.append(person.id) }
            Spacer()
            Text("#\(person.id)").frame(width: 60, alignment: .trailing)
        }
        .background(Color.clear)
    }
}

@MainActor
extension ViewHost {
    /// The ids of the text graphics of the built rows, top to bottom, those
    /// built below the window's edge included: a row kept for another
    /// element keeps its graphics, a row built anew has new ones.
    var textGraphicIDs: [GraphicID] {
        displayList.graphics.compactMap { graphic in
            if case .text = graphic.content { return graphic.id }
            return nil
        }
    }

    /// Scrolls down by `dy`, `steps` times, checking each frame against a
    /// fresh build; returns how many texts of rows that left in an earlier
    /// step came back for rows scrolled into view.
    func textsComingBack(scrollingBy dy: Double, steps: Int, at point: Point,
                         sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var left = Set<GraphicID>()
        var cameBack = 0
        for _ in 0..<steps {
            let before = Set(textGraphicIDs)
            scroll(dx: 0, dy: dy, x: point.x, y: point.y)
            step()
            let now = Set(textGraphicIDs)
            cameBack += now.intersection(left).count
            left.formUnion(before.subtracting(now))
            expectDrawnAsAFreshBuild(sourceLocation: sourceLocation)
        }
        return cameBack
    }

    /// The kept display list equals a fresh build, and the screen a fresh render of it.
    func expectDrawnAsAFreshBuild(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(displayListMismatches == 0, sourceLocation: sourceLocation)
        #expect(pixelsDifferingFromFreshRender() == 0, sourceLocation: sourceLocation)
    }
}
