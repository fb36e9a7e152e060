import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Flag {
    var value = true
}

private struct IfElse: View {
    let flag: Flag
    var body: some View {
        Text("One")
        if flag.value { Text("Two") } else { Text("Three") }
    }
}

private struct Ternary: View {
    let flag: Flag
    var body: some View {
        Text("One")
        Text(flag.value ? "Two" : "Three")
    }
}

private struct NestedTuples: View {
    let flag: Flag
    var body: some View {
        Group {
            Text("A")
            Text("B")
        }
        Text(flag.value ? "C" : "D")
    }
}

private struct OptionalAppears: View {
    let flag: Flag
    var body: some View {
        Text("Top")
        Text("Middle")
        if !flag.value { Text("Extra") }
        Text("Bottom")
    }
}

private struct ErasedView: View {
    let flag: Flag
    let sameType: Bool
    var body: some View {
        Text("First")
        if sameType {
            AnyView(Text(flag.value ? "Same A" : "Same B"))
        } else {
            flag.value ? AnyView(Text("A text")) : AnyView(Color.blue.frame(width: 10, height: 10))
        }
    }
}

private struct Twelve: View {
    var body: some View {
        Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
        Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
    }
}

@MainActor
@Suite struct EditTests {
    @Test func ifElseGivesRemovalThenInsertion() {
        let flag = Flag()
        let host = ViewHost(IfElse(flag: flag))
        #expect(host.texts == ["One", "Two"])
        flag.value = false
        host.step()
        #expect(host.lastEdits == [.removed(1), .inserted(1)])
        #expect(host.texts == ["One", "Three"])
    }

    @Test func ternaryGivesOneChange() {
        let flag = Flag()
        let host = ViewHost(Ternary(flag: flag))
        flag.value = false
        host.step()
        #expect(host.lastEdits == [.changed(1)])
        #expect(host.texts == ["One", "Three"])
    }

    @Test func nestedTuplesCountEveryDisplayableBefore() {
        #expect(TupleView<TupleView<Text, Text>, Text>._displayableCount == 3)
        let flag = Flag()
        let host = ViewHost(NestedTuples(flag: flag))
        flag.value = false
        host.step()
        #expect(host.lastEdits == [.changed(2)])
    }

    @Test func anOptionalThatAppearsIsInsertedAtItsOffset() {
        let flag = Flag()
        let host = ViewHost(OptionalAppears(flag: flag))
        flag.value = false
        host.step()
        #expect(host.lastEdits == [.inserted(2)])
        #expect(host.texts == ["Top", "Middle", "Extra", "Bottom"])
        flag.value = true
        host.step()
        #expect(host.lastEdits == [.removed(2)])
    }

    @Test func anyViewOfTheSameTypeUpdatesInPlace() {
        let flag = Flag()
        let host = ViewHost(ErasedView(flag: flag, sameType: true))
        flag.value = false
        host.step()
        #expect(host.lastEdits == [.changed(1)])
        #expect(host.texts == ["First", "Same B"])
    }

    @Test func anyViewOfAnotherTypeIsReplaced() {
        let flag = Flag()
        let host = ViewHost(ErasedView(flag: flag, sameType: false))
        flag.value = false
        host.step()
        #expect(host.lastEdits == [.removed(1), .inserted(1)])
        #expect(host.texts == ["First"])
    }

    @Test func aBlockTakesTwelveChildren() {
        let host = ViewHost(Twelve(), width: 200, height: 600)
        #expect(host.texts == (1...12).map(String.init))
        #expect(Twelve.Body._displayableCount == 12)
    }

    @Test func aModifierOnAGroupAppliesToEachDisplayable() throws {
        let host = ViewHost(
            VStack(spacing: 20) {
                Group {
                    Color.white.frame(width: 40, height: 20)
                    Color.white.frame(width: 40, height: 20)
                }
                .border(Color.red, width: 2)
            }, width: 200, height: 200)
        // Two 40 × 20 boxes, 20 apart, centred: each has its own red outline.
        let top = 200 / 2 - 30
        #expect(host.color(x: 100, y: top) == RGBA(r: 255, g: 59, b: 48))
        #expect(host.color(x: 100, y: top + 19) == RGBA(r: 255, g: 59, b: 48))
        #expect(host.color(x: 100, y: top + 10) == RGBA(r: 255, g: 255, b: 255))
        #expect(host.color(x: 100, y: top + 40) == RGBA(r: 255, g: 59, b: 48))
        #expect(host.color(x: 100, y: top + 59) == RGBA(r: 255, g: 59, b: 48))
        #expect(host.color(x: 100, y: top + 30) == RGBA(r: 255, g: 255, b: 255))
    }

    @Test func aForLoopInABuilderMakesOneViewPerElement() {
        let host = ViewHost(VStack {
            for word in ["alpha", "beta", "gamma"] {
                Text(word)
            }
        })
        #expect(host.texts == ["alpha", "beta", "gamma"])
    }

    @Test func ifAvailableBuildsTheAvailableBranch() {
        let host = ViewHost(VStack {
            if #available(macOS 14, *) {
                Text("Available")
            } else {
                Text("Fallback")
            }
        })
        #expect(host.texts == ["Available"])
    }
}
