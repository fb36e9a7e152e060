import Foundation
import Testing
import Trellis
import TrellisTesting

private struct Sample: Identifiable {
    let id: Int
    let load: Double
    var series = "CPU"
}

/// CPU load over ten seconds, with a second series for memory.
private struct LoadChart: View {
    let samples: [Sample]
    var body: some View {
        Chart {
            ForEach(samples) { sample in
                LineMark(x: .value("Time", sample.id), y: .value("Load", sample.load))
                    .foregroundStyle(by: .value("Kind", sample.series))
            }
        }
        .chartYScale(domain: 0...100)
        .padding(10)
    }
}

private struct Sales: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 3))
            BarMark(x: .value("Month", "Feb"), y: .value("Sales", 5))
            BarMark(x: .value("Month", "Mar"), y: .value("Sales", 2))
            PointMark(x: .value("Month", "Feb"), y: .value("Sales", 5)).foregroundStyle(.red)
        }
        .padding(10)
    }
}

private func samples() -> [Sample] {
    (0...10).map { Sample(id: $0, load: 20 + 5 * Double($0)) }
        + (0...10).map { Sample(id: $0, load: 80 - 3 * Double($0), series: "Memory") }
}

@MainActor
@Suite struct ChartTests {
    @Test func aLineChartMatchesItsGoldenImage() {
        let host = ViewHost(LoadChart(samples: samples()), width: 360, height: 220)
        expectMatchesGolden(host, named: "chart-lines")
    }

    @Test func aBarChartMatchesItsGoldenImage() {
        let host = ViewHost(Sales(), width: 300, height: 200)
        expectMatchesGolden(host, named: "chart-bars")
    }

    @Test func theYAxisIsLabelledWithRoundTicksOnTheTrailingSide() {
        let host = ViewHost(LoadChart(samples: samples()), width: 360, height: 220)
        // Tick labels are drawn inside the canvas, not as text views; the legend is.
        #expect(host.texts == ["CPU", "Memory"])
        // Series colours: blue then green, as in Swift Charts.
        let blue = Color.blue.resolve(in: .light), green = Color.green.resolve(in: .light)
        let plot = Rect(x: 10, y: 10, width: 300, height: 170)
        #expect(host.pixelCount(in: plot, near: blue, tolerance: 30) > 100)
        #expect(host.pixelCount(in: plot, near: green, tolerance: 30) > 100)
    }

    @Test func barsRiseFromTheBaselineInTheirBands() {
        let host = ViewHost(Sales(), width: 300, height: 200)
        let blue = Color.blue.resolve(in: .light)
        // Three bands across the plot; the middle bar (5) is the tallest.
        func barHeight(atX x: Int) -> Int { (0..<200).filter { host.color(x: x, y: $0).isClose(to: blue, tolerance: 8) }.count }
        let heights = [barHeight(atX: 55), barHeight(atX: 135), barHeight(atX: 215)]
        #expect(heights[1] > heights[0] && heights[0] > heights[2] && heights[2] > 0, "\(heights)")
        // The point mark is red on top of the middle bar.
        #expect(host.pixelCount(in: Rect(x: 100, y: 0, width: 80, height: 200), near: Color.red.resolve(in: .light), tolerance: 30) > 10)
    }

    @Test func hiddenAxesLeaveOnlyTheMarks() {
        let host = ViewHost(Chart {
            AreaMark(x: .value("x", 0), y: .value("y", 1))
            AreaMark(x: .value("x", 1), y: .value("y", 1))
        }.chartXAxis(.hidden).chartYAxis(.hidden), width: 200, height: 100)
        // The area fills the whole canvas: no room kept for labels.
        let blue = Color.blue.resolve(in: .light)
        #expect(host.color(x: 2, y: 50).isClose(to: blue, tolerance: 8))
        #expect(host.color(x: 197, y: 50).isClose(to: blue, tolerance: 8))
    }

    @Test func aStyleScaleColoursEachSeriesAndItsLegendEntry() {
        let host = ViewHost(LoadChart(samples: samples()).chartForegroundStyleScale(domain: ["Memory", "CPU"], range: [Color.red, .purple]),
                            width: 360, height: 220)
        let plot = Rect(x: 10, y: 10, width: 300, height: 170)
        #expect(host.pixelCount(in: plot, near: Color.purple.resolve(in: .light), tolerance: 30) > 100, "CPU is purple")
        #expect(host.pixelCount(in: plot, near: Color.red.resolve(in: .light), tolerance: 30) > 100, "Memory is red")
        #expect(host.pixelCount(in: plot, near: Color.blue.resolve(in: .light), tolerance: 30) == 0, "no default colours")
        // The legend's dots take the same colours.
        let legend = Rect(x: 0, y: 185, width: 360, height: 35)
        #expect(host.pixelCount(in: legend, near: Color.purple.resolve(in: .light), tolerance: 30) > 10)
        #expect(host.pixelCount(in: legend, near: Color.red.resolve(in: .light), tolerance: 30) > 10)
    }

    @Test func aStyleScaleMappingAndARangeAloneColourSeries() {
        let mapped = ViewHost(LoadChart(samples: samples()).chartForegroundStyleScale(["CPU": Color.orange, "Memory": Color.green]),
                              width: 360, height: 220)
        let plot = Rect(x: 10, y: 10, width: 300, height: 170)
        #expect(mapped.pixelCount(in: plot, near: Color.orange.resolve(in: .light), tolerance: 30) > 100)
        #expect(mapped.pixelCount(in: plot, near: Color.blue.resolve(in: .light), tolerance: 30) == 0)
        let ranged = ViewHost(LoadChart(samples: samples()).chartForegroundStyleScale(range: [Color.pink, .cyan]),
                              width: 360, height: 220)
        #expect(ranged.pixelCount(in: plot, near: Color.pink.resolve(in: .light), tolerance: 30) > 100, "the first series seen takes the first colour")
        #expect(ranged.pixelCount(in: plot, near: Color.cyan.resolve(in: .light), tolerance: 30) > 100)
    }

    @Test func withoutAnXAxisTheLowestYLabelIsNotCut() {
        let host = ViewHost(Chart {
            LineMark(x: .value("x", 0), y: .value("y", 10))
            LineMark(x: .value("x", 1), y: .value("y", 90))
        }.chartXAxis(.hidden).chartYScale(domain: 0...100), width: 200, height: 100)
        // The "0" label is centred on the baseline; room for its lower half is kept under the plot, so the
        // glyph is drawn whole: about as many rows of ink as the "20" label above it.
        func inkRows(_ rows: Range<Int>) -> Int {
            rows.filter { y in (178..<200).contains { x in host.color(x: x, y: y).r < 200 } }.count
        }
        let zero = inkRows(84..<100), twenty = inkRows(64..<84)
        #expect(zero >= twenty - 1 && zero > 5, "\(zero) rows of the 0 label against \(twenty) of the 20 label")
    }

    @Test func notANumberIsLeftOutWithAWarning() {
        let host = ViewHost(Chart {
            PointMark(x: .value("x", 0.0), y: .value("y", 1.0))
            PointMark(x: .value("x", Double.nan), y: .value("y", 2.0))
            PointMark(x: .value("x", 1.0), y: .value("y", Double.infinity))
        }, width: 200, height: 100)
        host.step()
        #expect(Diagnostics.warnings.contains { $0.contains("NaN") })
        #expect(host.pixelCount(in: Rect(x: 0, y: 0, width: 200, height: 100), near: Color.blue.resolve(in: .light), tolerance: 8) > 10)
    }

    @Test func aLiveSeriesRedrawsOnlyTheMarksCanvas() {
        let model = LiveSeries()
        let host = ViewHost(LiveChart(series: model), width: 400, height: 200)
        host.step()
        model.advance()
        host.step()
        // The axes' ticks did not change: only the marks were rasterised again.
        #expect(host.stats.texturesUpdated + host.stats.texturesCreated == 1)
    }
}

@MainActor @Observable private final class LiveSeries {
    var points: [Sample] = (0..<600).map { Sample(id: $0, load: 50 + 40 * sin(Double($0) / 20)) }
    func advance() {
        let next = points[points.count - 1].id + 1
        points.removeFirst()
        points.append(Sample(id: next, load: 50 + 40 * sin(Double(next) / 20)))
    }
}

private struct LiveChart: View {
    let series: LiveSeries
    var body: some View {
        Chart {
            ForEach(series.points) { point in
                LineMark(x: .value("t", point.id), y: .value("load", point.load))
            }
        }
        .chartXAxis(.hidden)
        .chartYScale(domain: 0...100)
    }
}
