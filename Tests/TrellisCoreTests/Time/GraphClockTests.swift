import Foundation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@MainActor
@Suite struct GraphClockTests {
    @Test func aRepeatingAlarmSkipsTheTicksItMissedAsARunLoopTimerDoes() {
        let clock = GraphClock()
        var fired: [Date] = []
        _ = clock.repeating(every: 0.25) { fired.append($0) }
        clock.fireDueAlarms(frameTime: 0.2)
        #expect(fired.isEmpty)
        clock.fireDueAlarms(frameTime: 0.25)
        #expect(fired.count == 1)
        // A long frame: 0.5, 0.75 and 1.0 all passed; one tick, then on from 1.25.
        clock.fireDueAlarms(frameTime: 1.1)
        #expect(fired.count == 2)
        clock.fireDueAlarms(frameTime: 1.2)
        #expect(fired.count == 2)
        clock.fireDueAlarms(frameTime: 1.25)
        #expect(fired.count == 3)
        #expect(fired.last == clock.date(at: 1.25))
    }

    @Test func aOnceAlarmFiresOnceAndACancelledOneNever() {
        let clock = GraphClock()
        var once = 0, cancelled = 0
        _ = clock.once(at: 1) { _ in once += 1 }
        let alarm = clock.once(at: 1) { _ in cancelled += 1 }
        clock.cancel(alarm)
        #expect(clock.secondsUntilNextAlarm == 1)
        clock.fireDueAlarms(frameTime: 2)
        clock.fireDueAlarms(frameTime: 3)
        #expect(once == 1 && cancelled == 0)
        #expect(!clock.hasAlarms)
    }

    @Test func anEveryFrameAlarmFiresOncePerNewReading() {
        let clock = GraphClock()
        var count = 0
        _ = clock.everyFrame { _ in count += 1 }
        clock.fireDueAlarms(frameTime: 1.0 / 60)
        clock.fireDueAlarms(frameTime: 1.0 / 60)
        clock.fireDueAlarms(frameTime: 2.0 / 60)
        #expect(count == 2)
        #expect(clock.hasAlarm(dueWithin: 1.0 / 60))
    }

    @Test func updatingAGraphMakesItsClockTheOneTimersFind() {
        let graph = ViewGraph(content: EmptyView())
        var seen: GraphClock?
        graph.afterUpdate { seen = GraphClock.current }
        graph.update()
        #expect(seen === graph.clock)
        #expect(GraphClock.current == nil)
        #expect(GraphClock.forConnectingTimer === graph.clock)
    }
}
