import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
private func inkRows(_ host: ViewHost<some View>, in rect: Rect) -> Set<Int> {
    var rows = Set<Int>()
    for y in Int(rect.y)..<Int(rect.maxY) {
        for x in Int(rect.x)..<Int(rect.maxX) where host.color(x: x, y: y).r < 128 {
            rows.insert(y)
            break
        }
    }
    return rows
}

@MainActor
private func inkColumns(_ host: ViewHost<some View>, in rect: Rect) -> [Int] {
    (Int(rect.x)..<Int(rect.maxX)).filter { x in
        (Int(rect.y)..<Int(rect.maxY)).contains { host.color(x: x, y: $0).r < 128 }
    }
}

@MainActor
@Suite struct TextRenderingTests {
    @Test func wrappedTextDrawsEveryLine() throws {
        let host = ViewHost(Text("The quick brown fox jumps over the lazy dog").frame(width: 120), width: 300, height: 200)
        let frame = try #require(host.frame(ofText: "The quick brown fox jumps over the lazy dog"))
        #expect(frame.height > 40, "wrapped onto several lines: \(frame)")
        let rows = inkRows(host, in: frame)
        // Ink in the top third and in the bottom third of the text's frame.
        #expect(rows.contains { Double($0) < frame.y + frame.height / 3 })
        #expect(rows.contains { Double($0) > frame.maxY - frame.height / 3 })
    }

    @Test func centredLinesAreCentred() throws {
        let host = ViewHost(Text("wide first line here\nmid").multilineTextAlignment(.center), width: 300, height: 100)
        let frame = try #require(host.frame(ofText: "wide first line here\nmid"))
        let secondLine = Rect(x: frame.x, y: frame.midY, width: frame.width, height: frame.height / 2)
        let columns = inkColumns(host, in: secondLine)
        let left = try #require(columns.first), right = try #require(columns.last)
        #expect(abs(Double(left + right) / 2 - frame.midX) < 3)
    }

    @Test func chineseIsDrawnWithAFallbackFont() throws {
        let host = ViewHost(HStack { Text("中"); Text("文") }, width: 200, height: 100)
        let first = try #require(host.frame(ofText: "中")), second = try #require(host.frame(ofText: "文"))
        #expect(first.width > 8 && second.width > 8)
        func pixels(_ rect: Rect) -> [RGBA] {
            (0..<Int(rect.height)).flatMap { y in (0..<Int(rect.width)).map { host.color(x: Int(rect.x) + $0, y: Int(rect.y) + y) } }
        }
        // Two different ideographs: missing-glyph boxes would look the same.
        #expect(pixels(first) != pixels(second))
        #expect(pixels(first).contains { $0.r < 100 })
    }

    @Test func arabicIsShapedRightToLeft() throws {
        let word = "مرحبا"
        let host = ViewHost(VStack {
            Text(word)
            HStack(spacing: 0) { ForEach(Array(word.enumerated()), id: \.offset) { Text(String($0.element)) } }
        }, width: 300, height: 100)
        let joined = try #require(host.frame(ofText: word))
        #expect(joined.width > 10)
        #expect(!inkColumns(host, in: joined).isEmpty)
        // Shaped letters join and take their connected forms, unlike the same letters set apart.
        let apart = host.displayList.graphics.filter {
            if case .text(let run) = $0.content { return run.string.count == 1 }
            return false
        }.reduce(0) { $0 + $1.frame.width }
        #expect(joined.width < apart)
    }

    @Test func emptyTextDrawsNothingAndDoesNotFail() {
        let host = ViewHost(VStack { Text(""); Color.red.frame(width: 10, height: 10) })
        #expect(host.stats.texturesAlive == 0)
        #expect(host.texts.isEmpty || host.texts == [""])
    }

    @Test func hugeTextIsClippedNotDropped() throws {
        let huge = String(repeating: "wide ", count: 20_000)
        let host = ViewHost(ScrollView(.horizontal) { Text(huge).fixedSize() }, width: 400, height: 100)
        let frame = try #require(host.frame(ofText: huge))
        #expect(frame.width > 16_384)
        #expect(!inkColumns(host, in: Rect(x: 0, y: frame.y, width: 400, height: frame.height)).isEmpty)
        #expect(host.stats.texturesAlive == 1)
    }

    @Test func textGoldenWithChineseAndArabic() {
        let host = ViewHost(VStack(alignment: .leading, spacing: 6) {
            Text("Trellis draws text").font(.title)
            Text("Bold text").bold()
            Text("中文字体回退")
            Text("مرحبا بالعالم")
            Text("Wrapped text breaks between words when it is wider than its frame").frame(width: 220)
            Text("Secondary").foregroundColor(.secondary)
        }.padding(12), width: 300, height: 240)
        expectMatchesGolden(host, named: "text")
    }
}
