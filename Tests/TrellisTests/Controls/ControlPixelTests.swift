import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Switches {
    var isOn = false
    var level = 0.25
}

private let paper = RGBA(r: 255, g: 255, b: 255)
private let accent = RGBA(r: 0, g: 122, b: 255)

/// Whether two colours are within a rounding error of each other.
private func near(_ a: RGBA, _ b: RGBA, within tolerance: Int = 3) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance
}

/// A grey of `opacity` over the white window, as the controls draw their tracks.
private func grayOverWhite(_ opacity: Double) -> RGBA {
    func mix(_ channel: Double) -> UInt8 { UInt8((channel * opacity + 255 * (1 - opacity)).rounded()) }
    return RGBA(r: mix(142), g: mix(142), b: mix(147))
}

private struct Panel: View {
    @Bindable var switches: Switches
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Wi-Fi", isOn: $switches.isOn).frame(width: 200)
            Toggle("Check", isOn: $switches.isOn).toggleStyle(.checkbox)
            Text("Level")
            Slider(value: $switches.level).frame(width: 220)
            Button("Go") {}
        }
        .padding(20)
    }
}

@MainActor
@Suite struct ControlPixelTests {
    @Test func theSwitchKnobSlidesAcrossAndTheTrackTurnsTheAccentColour() throws {
        let switches = Switches()
        let host = ViewHost(Panel(switches: switches), width: 400, height: 300)
        let label = try #require(host.frame(ofText: "Wi-Fi"))
        // The 40-point switch follows its label 8 points on, as on a Mac; its 20-point knob sits 2 points in.
        let right = Int(label.maxX.rounded()) + 8 + 40, y = Int(label.midY.rounded())
        let leftKnob = right - 40 + 12, rightKnob = right - 12
        #expect(near(host.color(x: leftKnob, y: y), paper))
        #expect(near(host.color(x: rightKnob, y: y), grayOverWhite(0.35)), "\(host.color(x: rightKnob, y: y))")

        switches.isOn = true
        host.step()
        #expect(near(host.color(x: rightKnob, y: y), paper))
        #expect(near(host.color(x: leftKnob, y: y), accent), "\(host.color(x: leftKnob, y: y))")
    }

    @Test func aCheckedCheckboxIsFilledWithTheAccentColour() throws {
        let switches = Switches()
        let host = ViewHost(Panel(switches: switches), width: 400, height: 300)
        let label = try #require(host.frame(ofText: "Check"))
        // The 18-point box is 8 points before the label; sample its top-left, clear of the check mark.
        let box = (x: Int(label.x) - 8 - 18, y: Int((label.midY - 9).rounded()))
        let corner = (x: box.x + 4, y: box.y + 4)
        // Unchecked: the field's white inside a visible grey border (black at 35 %), as GTK draws it.
        #expect(near(host.color(x: corner.x, y: corner.y), paper), "\(host.color(x: corner.x, y: corner.y))")
        let edge = host.color(x: box.x, y: box.y + 9)
        #expect(near(edge, RGBA(r: 165, g: 165, b: 165)), "\(edge)")
        switches.isOn = true
        host.step()
        #expect(near(host.color(x: corner.x, y: corner.y), accent), "\(host.color(x: corner.x, y: corner.y))")
        #expect(near(host.color(x: box.x - 2, y: corner.y), paper), "nothing is drawn outside the box")
    }

    @Test func theSliderFillEndsUnderTheKnobAtTheValue() throws {
        let switches = Switches()
        let host = ViewHost(Panel(switches: switches), width: 400, height: 300)
        let label = try #require(host.frame(ofText: "Level"))
        let x = Int(label.x), y = Int((label.maxY + 16 + 10).rounded())
        // 200 points of travel between the knob's centres at either end, so 0.25 puts the
        // knob at 50...70; the fill runs from the left edge, with the other controls, to 60.
        #expect(near(host.color(x: x + 2, y: y), accent), "\(host.color(x: x + 2, y: y))")
        #expect(near(host.color(x: x + 45, y: y), accent), "\(host.color(x: x + 45, y: y))")
        #expect(near(host.color(x: x + 75, y: y), grayOverWhite(0.3)), "\(host.color(x: x + 75, y: y))")
        #expect(near(host.color(x: x + 145, y: y), grayOverWhite(0.3)))

        switches.level = 0.75
        host.step()
        #expect(near(host.color(x: x + 145, y: y), accent), "the fill now reaches 160, under the knob at 150...170")
        #expect(near(host.color(x: x + 175, y: y), grayOverWhite(0.3)))
        #expect(near(host.color(x: x + 217, y: y), grayOverWhite(0.3)), "the track reaches the right edge")
    }

    @Test func theFocusRingIsDrawnJustOutsideTheFocusedControl() throws {
        let host = ViewHost(Panel(switches: Switches()), width: 400, height: 300)
        let go = try #require(host.frame(ofText: "Go"))
        // The bordered button pads its title by 12 points; the ring is 2 points wide, 3 points out.
        let outside = (x: Int(go.x) - 12 - 2, y: Int(go.midY))
        #expect(host.color(x: outside.x, y: outside.y) == paper)
        host.press(.tab, modifiers: .shift)
        let ring = host.color(x: outside.x, y: outside.y)
        #expect(ring.b > 240 && ring.r < 130 && ring.g > 140 && ring.g < 200, "a translucent accent ring: \(ring)")
        #expect(host.color(x: outside.x - 4, y: outside.y) == paper, "the ring is thin")
        host.press(.tab)
        #expect(host.color(x: outside.x, y: outside.y) == paper, "it moves with focus")
    }
}
