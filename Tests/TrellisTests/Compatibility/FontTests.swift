import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct FontTests {
    @Test func aCustomFontByFamilyOrPostScriptNameDrawsThatFace() throws {
        struct Specimen: View {
            var body: some View {
                VStack {
                    Text("Serif specimen").font(.custom("DejaVu Serif", size: 20))
                    Text("Sans specimen").font(.system(size: 20))
                    Text("Bold specimen").font(.custom("DejaVuSans-Bold", size: 20))
                    Text("Bold twin").font(.system(size: 20, weight: .bold))
                    Text("Relative").font(.custom("DejaVu Serif", size: 20, relativeTo: .body))
                    Text("Fixed").font(.custom("DejaVu Serif", fixedSize: 20))
                }
            }
        }
        let host = ViewHost(Specimen(), width: 400, height: 300)
        struct Twin: View {
            var body: some View {
                VStack {
                    Text("Serif specimen").font(.system(size: 20))
                    Text("Bold specimen").font(.system(size: 20, weight: .bold))
                    Text("Relative").font(.system(size: 20, design: .serif))
                    Text("Fixed").font(.system(size: 20, design: .serif))
                }
            }
        }
        let twin = ViewHost(Twin(), width: 400, height: 300)
        #expect(host.frame(ofText: "Serif specimen")?.width != twin.frame(ofText: "Serif specimen")?.width)
        #expect(host.frame(ofText: "Bold specimen")?.width == twin.frame(ofText: "Bold specimen")?.width)
        #expect(host.frame(ofText: "Relative")?.width == twin.frame(ofText: "Relative")?.width)
        #expect(host.frame(ofText: "Fixed")?.width == twin.frame(ofText: "Fixed")?.width)
    }

    @Test func aCondensedWidthDrawsTheNarrowerFace() {
        struct Widths: View {
            var body: some View {
                VStack {
                    Text("Standard width")
                    Text("Condensed width").fontWidth(.condensed)
                    Text("Condensed width!").font(.body.width(.condensed))
                    Text("Condensed width?")
                    VStack { Text("Expanded width") }.fontWidth(.expanded).fontWidth(nil)
                }
            }
        }
        let host = ViewHost(Widths(), width: 400, height: 300)
        let condensed = host.frame(ofText: "Condensed width")?.width ?? 0
        let standard = host.frame(ofText: "Condensed width?")?.width ?? 0
        #expect(condensed > 0 && condensed < standard * 0.95, "\(condensed) vs \(standard)")
        #expect((host.frame(ofText: "Condensed width!")?.width ?? .infinity) < standard)
        #expect(Font.Width.condensed.value == -0.2 && Font.Width(0.3) != .expanded)
    }

    @Test func anUnknownFontNameFallsBackToTheDefaultFace() {
        struct Missing: View {
            var body: some View {
                VStack {
                    Text("Fallback face").font(.custom("No Such Typeface 42", size: 18))
                    Text("Fallback face!").font(.system(size: 18))
                }
            }
        }
        let host = ViewHost(Missing(), width: 400, height: 300)
        let missing = host.frame(ofText: "Fallback face")
        let system = host.frame(ofText: "Fallback face!")
        #expect(missing != nil && (missing?.height == system?.height))
        #expect((system?.width ?? 0) > (missing?.width ?? .infinity), "same face: only the '!' differs")
    }

    @Test func systemFontsByTextStyleMatchTheNamedFonts() throws {
        #expect(Font.system(.title) == .title)
        #expect(Font.system(.headline) == .headline)
        #expect(Font.system(.caption2) == .caption2)
        #expect(Font.system(.largeTitle, weight: .bold) == Font.largeTitle.bold())
        struct Styles: View {
            var body: some View {
                VStack {
                    Text("Title").font(.system(.title))
                    Text("Title!").font(.title)
                    Text("iiii").font(.system(.body, design: .monospaced))
                    Text("MMMM").font(.system(.body, design: .monospaced))
                    Text("iii").font(.system(size: 14, design: .monospaced))
                    Text("MMM").font(.system(size: 14, design: .monospaced))
                    VStack {
                        Text("ii")
                        Text("MM")
                    }
                    .fontDesign(.monospaced)
                }
            }
        }
        let host = ViewHost(Styles(), width: 400, height: 400)
        #expect(host.frame(ofText: "Title")?.height == host.frame(ofText: "Title!")?.height)
        #expect(host.frame(ofText: "iiii")?.width == host.frame(ofText: "MMMM")?.width)
        #expect(host.frame(ofText: "iii")?.width == host.frame(ofText: "MMM")?.width)
        #expect(host.frame(ofText: "ii")?.width == host.frame(ofText: "MM")?.width)
    }
}
