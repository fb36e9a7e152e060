import Testing
import Trellis
import TrellisTesting

/// How many pixels inside `rect` are close to pure red (or blue).
@MainActor
private func count<Content: View>(_ color: (Int, Int, Int), in rect: Rect, of host: ViewHost<Content>) -> Int {
    var found = 0
    for y in Int(rect.minY)..<Int(rect.maxY.rounded(.up)) {
        for x in Int(rect.minX)..<Int(rect.maxX.rounded(.up)) {
            let pixel = host.color(x: x, y: y)
            if abs(Int(pixel.r) - color.0) < 60, abs(Int(pixel.g) - color.1) < 60, abs(Int(pixel.b) - color.2) < 60 { found += 1 }
        }
    }
    return found
}

private let red = (255, 59, 48)
private let blue = (0, 122, 255)

/// The lines a text was drawn as.
@MainActor
private func drawnLines<Content: View>(of string: String, in host: ViewHost<Content>) -> [String] {
    for graphic in host.displayList.graphics {
        if case .text(let run) = graphic.content, run.string == string { return run.displayedLines }
    }
    return []
}

@MainActor
private func drawnFont<Content: View>(of string: String, in host: ViewHost<Content>) -> Font? {
    for graphic in host.displayList.graphics {
        if case .text(let run) = graphic.content, run.string == string { return run.font }
    }
    return nil
}

@MainActor
@Suite struct TextModifierTests {
    @Test func underlineAndStrikethroughDrawLinesInTheirColours() throws {
        struct Notes: View {
            var body: some View {
                VStack(spacing: 10) {
                    Text("Underlined words").underline(color: .red)
                    Text("Struck words").strikethrough(true, color: .blue)
                    Text("Plain words")
                    Text("Dashed words").underline(pattern: .dash, color: .red)
                }
                .padding()
                .background(Color.white)
            }
        }
        let host = ViewHost(Notes(), width: 300, height: 200)
        let underlined = try #require(host.frame(ofText: "Underlined words"))
        let struck = try #require(host.frame(ofText: "Struck words"))
        let plain = try #require(host.frame(ofText: "Plain words"))
        let dashed = try #require(host.frame(ofText: "Dashed words"))
        // A line runs the whole width: at least one pixel per column.
        #expect(count(red, in: underlined, of: host) >= Int(underlined.width))
        #expect(count(blue, in: struck, of: host) >= Int(struck.width))
        #expect(count(red, in: plain, of: host) == 0 && count(blue, in: plain, of: host) == 0)
        let dashes = count(red, in: dashed, of: host)
        #expect(dashes > Int(dashed.width) / 3 && dashes < Int(dashed.width), "gaps between dashes: \(dashes)")
    }

    @Test func anUnderlineOnAStackReachesItsTextsUnlessOneTurnsItOff() throws {
        struct Links: View {
            var body: some View {
                VStack(spacing: 10) {
                    Text("First link")
                    Text("Not a link").underline(false)
                    Text("Gone")
                        .strikethrough(color: .blue)
                }
                .underline(color: .red)
                .padding()
                .background(Color.white)
            }
        }
        let host = ViewHost(Links(), width: 300, height: 200)
        let first = try #require(host.frame(ofText: "First link"))
        let second = try #require(host.frame(ofText: "Not a link"))
        #expect(count(red, in: first, of: host) >= Int(first.width))
        #expect(count(red, in: second, of: host) == 0)
        let gone = try #require(host.frame(ofText: "Gone"))
        #expect(count(blue, in: gone, of: host) >= Int(gone.width) && count(red, in: gone, of: host) >= Int(gone.width))
    }

    @Test func kerningAndTrackingWidenTextByTheirAmountPerCharacter() throws {
        struct Spaced: View {
            var body: some View {
                VStack {
                    Text("SOLD OUT")
                    Text("SOLD OUT!").kerning(2)
                    Text("SOLD OUT?").tracking(3)
                    VStack { Text("SOLD OUT.") }.tracking(1.5)
                    Text("SOLD OUT:").tracking(-0.5)
                }
            }
        }
        let host = ViewHost(Spaced(), width: 400, height: 300)
        let plain = try #require(host.frame(ofText: "SOLD OUT")).width
        // "!", "?", "." and ":" are narrow; measure the difference on the shared eight characters plus one.
        let bang = try #require(host.frame(ofText: "SOLD OUT!")).width
        let question = try #require(host.frame(ofText: "SOLD OUT?")).width
        let period = try #require(host.frame(ofText: "SOLD OUT.")).width
        let colon = try #require(host.frame(ofText: "SOLD OUT:")).width
        #expect(bang > plain + 8 * 2)
        #expect(question > plain + 8 * 3)
        #expect(period > plain + 8 * 1.5)
        #expect(colon < plain + 9)
        #expect(question - bang > 8, "one more point on each of nine characters, less the narrower mark")
    }

    @Test func trackingAddsExactlyItsAmountAfterEachCharacter() throws {
        struct Pair: View {
            var body: some View {
                VStack {
                    Text("Tracking")
                    HStack { Text("Tracking") }.tracking(4).kerning(1)
                }
            }
        }
        let host = ViewHost(Pair(), width: 400, height: 300)
        let frames = host.displayList.graphics.compactMap { graphic -> Rect? in
            if case .text(let run) = graphic.content, run.string == "Tracking" { return graphic.frame }
            return nil
        }
        try #require(frames.count == 2)
        #expect(abs(frames[1].width - frames[0].width - 8 * 5) < 0.001, "\(frames[1].width) vs \(frames[0].width)")
    }

    @Test func monospacedDigitsMakeFiguresEquallyWide() throws {
        struct Scores: View {
            var body: some View {
                VStack {
                    Text("111").monospacedDigit()
                    Text("888").monospacedDigit()
                    Text("1.0").font(.title.monospacedDigit())
                    Text("8.0").font(.title.monospacedDigit())
                    Text("iiii").monospaced()
                    Text("MMMM").monospaced()
                    VStack {
                        Text("ll")
                        Text("mm")
                    }
                    .monospaced()
                }
            }
        }
        let host = ViewHost(Scores(), width: 400, height: 300)
        #expect(host.frame(ofText: "111")?.width == host.frame(ofText: "888")?.width)
        #expect(host.frame(ofText: "1.0")?.width == host.frame(ofText: "8.0")?.width)
        #expect(host.frame(ofText: "iiii")?.width == host.frame(ofText: "MMMM")?.width)
        #expect(host.frame(ofText: "ll")?.width == host.frame(ofText: "mm")?.width)
    }

    @Test func truncationPutsTheEllipsisWhereTheModeSays() {
        struct Titles: View {
            let title = "The quick brown fox jumps over the lazy dog"
            var body: some View {
                VStack {
                    Text(title + " 1").truncationMode(.head)
                    Text(title + " 2").truncationMode(.middle)
                    Text(title + " 3")
                }
                .lineLimit(1)
                .frame(width: 150)
            }
        }
        let host = ViewHost(Titles(), width: 300, height: 200)
        let title = "The quick brown fox jumps over the lazy dog"
        let head = drawnLines(of: title + " 1", in: host)
        let middle = drawnLines(of: title + " 2", in: host)
        let tail = drawnLines(of: title + " 3", in: host)
        #expect(head.count == 1 && head[0].hasPrefix("…") && head[0].hasSuffix("dog 1"), "\(head)")
        #expect(middle.count == 1 && middle[0].hasPrefix("The") && middle[0].hasSuffix("2")
                && middle[0].contains("…") && !middle[0].hasSuffix("…"), "\(middle)")
        #expect(tail.count == 1 && tail[0].hasPrefix("The") && tail[0].hasSuffix("…"), "\(tail)")
        for string in [title + " 1", title + " 2", title + " 3"] {
            #expect((host.frame(ofText: string)?.width ?? .infinity) <= 150)
        }
    }

    @Test func textCaseChangesTheDrawnLetters() {
        struct Headings: View {
            var body: some View {
                VStack {
                    Text("Section one").textCase(.uppercase)
                    VStack {
                        Text("Mixed Case")
                        Text("Left Alone").textCase(nil)
                    }
                    .textCase(.lowercase)
                }
            }
        }
        let host = ViewHost(Headings(), width: 300, height: 200)
        #expect(host.texts == ["SECTION ONE", "mixed case", "Left Alone"])
    }

    @Test func minimumScaleFactorShrinksALongLineToFitInsteadOfCuttingIt() throws {
        struct Banner: View {
            let headline = "Breaking news from the desk"
            var body: some View {
                VStack {
                    Text(headline).font(.title).lineLimit(1).minimumScaleFactor(0.4)
                    Text(headline + "!").font(.title).lineLimit(1)
                }
                .frame(width: 200)
            }
        }
        let host = ViewHost(Banner(), width: 300, height: 200)
        let headline = "Breaking news from the desk"
        #expect(drawnLines(of: headline, in: host) == [headline])
        let shrunk = try #require(drawnFont(of: headline, in: host))
        #expect(shrunk.size < 24 && shrunk.size >= 24 * 0.4)
        #expect(try #require(host.frame(ofText: headline)).width <= 200)
        #expect(drawnLines(of: headline + "!", in: host).first?.hasSuffix("…") == true)
        #expect(drawnFont(of: headline + "!", in: host)?.size == 24)
    }

    @Test func aRaisedBaselineMakesTheLineTaller() throws {
        struct Formula: View {
            var body: some View {
                HStack(alignment: .top) {
                    Text("x")
                    Text("2").baselineOffset(6)
                    Text("n").baselineOffset(-4)
                }
            }
        }
        let host = ViewHost(Formula(), width: 300, height: 200)
        let base = try #require(host.frame(ofText: "x")).height
        #expect(try #require(host.frame(ofText: "2")).height == base + 6)
        #expect(try #require(host.frame(ofText: "n")).height == base + 4)
    }
}
