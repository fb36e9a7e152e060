import Testing
import Trellis
import TrellisTesting

private let red = RGBA(r: 255, g: 0, b: 0)
private let blue = RGBA(r: 0, g: 0, b: 255)
private let redColor = Color(red: 1, green: 0, blue: 0)
private let blueColor = Color(red: 0, green: 0, blue: 1)

/// A 200 × 100 window filled by one canvas, so canvas points are window pixels.
@MainActor
private func canvasHost(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> ViewHost<some View> {
    ViewHost(Canvas(renderer: renderer).frame(width: 200, height: 100), width: 200, height: 100)
}

@MainActor
@Suite struct CanvasOperationTests {
    @Test func fillPaintsTheInsideOfThePathOnly() {
        let host = canvasHost { context, _ in
            context.fill(Path(CGRect(x: 20, y: 20, width: 60, height: 40)), with: .color(redColor))
        }
        #expect(host.color(x: 21, y: 21) == red)
        #expect(host.color(x: 78, y: 58) == red)
        #expect(host.color(x: 19, y: 40) == white)
        #expect(host.color(x: 100, y: 40) == white)
    }

    @Test func strokeDrawsTheOutlineAndLeavesTheInsideEmpty() {
        let host = canvasHost { context, _ in
            context.stroke(Path(CGRect(x: 20, y: 20, width: 100, height: 60)), with: .color(blueColor), lineWidth: 4)
        }
        #expect(host.color(x: 20, y: 50) == blue)
        #expect(host.color(x: 18, y: 50) == blue)
        #expect(host.color(x: 70, y: 50) == white)
        #expect(host.color(x: 15, y: 50) == white)
    }

    @Test func foregroundShadingUsesTheEnvironmentsForegroundColor() {
        let host = ViewHost(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground)
        }.frame(width: 200, height: 100).foregroundColor(blueColor), width: 200, height: 100)
        #expect(host.color(x: 100, y: 50) == blue)
    }

    @Test func translateByMovesWhatIsDrawnAfter() {
        let host = canvasHost { context, _ in
            context.translateBy(x: 50, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(redColor))
        }
        #expect(host.color(x: 55, y: 5) == red)
        #expect(host.color(x: 5, y: 5) == white)
    }

    @Test func scaleByEnlargesWhatIsDrawnAfter() {
        let host = canvasHost { context, _ in
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 10, y: 10, width: 10, height: 10)), with: .color(redColor))
        }
        #expect(host.color(x: 38, y: 38) == red)
        #expect(host.color(x: 18, y: 18) == white)
        #expect(host.color(x: 42, y: 30) == white)
    }

    @Test func rotateTurnsClockwiseOnScreen() {
        let host = canvasHost { context, _ in
            context.translateBy(x: 100, y: 50)
            context.rotate(by: .degrees(90))
            // A bar pointing right, which a quarter turn clockwise points down.
            context.fill(Path(CGRect(x: 0, y: -5, width: 40, height: 10)), with: .color(redColor))
        }
        #expect(host.color(x: 100, y: 80) == red)
        #expect(host.color(x: 130, y: 50) == white)
    }

    @Test func settingTheTransformReplacesIt() {
        let host = canvasHost { context, _ in
            context.scaleBy(x: 3, y: 3)
            context.transform = CGAffineTransform(translationX: 150, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(redColor))
        }
        #expect(host.color(x: 155, y: 5) == red)
        #expect(host.color(x: 165, y: 15) == white)
    }

    @Test func opacityFadesWhatIsDrawnAfter() {
        let host = canvasHost { context, _ in
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(redColor))
        }
        #expect(host.color(x: 50, y: 50).isClose(to: RGBA(r: 255, g: 128, b: 128), tolerance: 3))
    }

    @Test func clipKeepsDrawingInsideThePath() {
        let host = canvasHost { context, size in
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(redColor))
        }
        #expect(host.color(x: 50, y: 50) == red)
        #expect(host.color(x: 3, y: 3) == white)
        #expect(host.color(x: 150, y: 50) == white)
    }

    @Test func anInverseClipKeepsDrawingOutsideThePath() {
        let host = canvasHost { context, size in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 100, height: 100)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(redColor))
        }
        #expect(host.color(x: 50, y: 50) == white)
        #expect(host.color(x: 150, y: 50) == red)
    }

    @Test func clipToLayerKeepsDrawingWhereTheLayerDrew() {
        let host = canvasHost { context, size in
            context.clipToLayer { mask in
                mask.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 100)), with: .color(.black))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(redColor))
        }
        #expect(host.color(x: 30, y: 50) == red)
        #expect(host.color(x: 120, y: 50) == white)
    }

    @Test func drawLayerCompositesItsContentAsOne() {
        let host = canvasHost { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(redColor))
                layer.fill(Path(CGRect(x: 50, y: 0, width: 100, height: 100)), with: .color(redColor))
            }
        }
        // Where the two overlap, the layer is as faded as where only one is.
        #expect(host.color(x: 75, y: 50) == host.color(x: 25, y: 50))
        #expect(host.color(x: 75, y: 50).isClose(to: RGBA(r: 255, g: 128, b: 128), tolerance: 3))
    }

    @Test func multiplyBlendModeMultipliesColours() {
        let host = canvasHost { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 1, blue: 0)))
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(Color(red: 0, green: 1, blue: 1)))
        }
        #expect(host.color(x: 50, y: 50) == RGBA(r: 0, g: 255, b: 0))
        #expect(host.color(x: 150, y: 50) == RGBA(r: 255, g: 255, b: 0))
    }

    @Test func aShadowFilterCastsAnOffsetShadow() {
        let host = canvasHost { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0, x: 10, y: 10))
            context.fill(Path(CGRect(x: 20, y: 20, width: 40, height: 40)), with: .color(redColor))
        }
        #expect(host.color(x: 40, y: 40) == red)
        #expect(host.color(x: 65, y: 65) == RGBA(r: 0, g: 0, b: 0))
        #expect(host.color(x: 25, y: 65) == white)
    }

    @Test func aBlurredShadowFadesAtItsEdge() {
        let host = canvasHost { context, _ in
            context.addFilter(.shadow(color: .black, radius: 12, x: 0, y: 0))
            context.fill(Path(CGRect(x: 60, y: 30, width: 40, height: 40)), with: .color(redColor))
        }
        // Just outside the square the shadow is grey: neither white nor black.
        let edge = host.color(x: 102, y: 50)
        #expect(edge.r < 250 && edge.r > 5 && edge.r == edge.g && edge.g == edge.b)
        #expect(host.color(x: 80, y: 50) == red)
        #expect(host.color(x: 150, y: 50) == white)
    }

    @Test func drawTextPlacesItsAnchorAtThePoint() {
        let host = canvasHost { context, _ in
            context.draw(Text("Hello"), at: CGPoint(x: 100, y: 50), anchor: .topLeading)
        }
        #expect(host.pixelCount(in: Rect(x: 100, y: 50, width: 60, height: 25), near: RGBA(r: 0, g: 0, b: 0), tolerance: 60) > 10)
        #expect(host.pixelCount(in: Rect(x: 0, y: 0, width: 99, height: 100), near: white) == 99 * 100)
        #expect(host.pixelCount(in: Rect(x: 100, y: 0, width: 100, height: 49), near: white) == 100 * 49)
    }

    @Test func drawTextInARectangleStaysInsideIt() {
        let host = canvasHost { context, _ in
            context.draw(Text("A long line of words that wraps"), in: CGRect(x: 10, y: 10, width: 80, height: 80))
        }
        #expect(host.pixelCount(in: Rect(x: 10, y: 10, width: 80, height: 80), near: RGBA(r: 0, g: 0, b: 0), tolerance: 60) > 10)
        #expect(host.pixelCount(in: Rect(x: 90, y: 0, width: 110, height: 100), near: white) == 110 * 100)
        // Wrapped: the second line has ink too.
        #expect(host.pixelCount(in: Rect(x: 10, y: 32, width: 80, height: 20), near: RGBA(r: 0, g: 0, b: 0), tolerance: 60) > 5)
    }

    @Test func resolvedTextMeasuresItsSize() {
        var measured = CGSize.zero
        let host = canvasHost { context, _ in
            let text = context.resolve(Text("Hello"))
            measured = text.measure(in: CGSize(width: 200, height: 100))
            context.draw(text, at: CGPoint(x: 100, y: 50))
        }
        host.step()
        #expect(measured.width > 20 && measured.width < 80)
        #expect(measured.height > 10 && measured.height < 30)
    }

    @Test func drawImageFillsItsRectangle() {
        let host = canvasHost { context, _ in
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 120, y: 20, width: 60, height: 60))
        }
        #expect(host.pixelCount(in: Rect(x: 120, y: 20, width: 60, height: 60), near: RGBA(r: 0, g: 0, b: 0), tolerance: 60) > 300)
        #expect(host.pixelCount(in: Rect(x: 0, y: 0, width: 110, height: 100), near: white) == 110 * 100)
    }

    @Test func resolvedSymbolsDrawAsOftenAsAsked() {
        let host = ViewHost(Canvas { context, _ in
            guard let dot = context.resolveSymbol(id: 1) else { return }
            context.draw(dot, at: CGPoint(x: 50, y: 50))
            context.draw(dot, at: CGPoint(x: 150, y: 50))
            #expect(context.resolveSymbol(id: 2) == nil)
        } symbols: {
            Circle().fill(redColor).frame(width: 20, height: 20).tag(1)
        }.frame(width: 200, height: 100), width: 200, height: 100)
        #expect(host.color(x: 50, y: 50) == red)
        #expect(host.color(x: 150, y: 50) == red)
        #expect(host.color(x: 100, y: 50) == white)
        // The symbol is not drawn where it was laid out.
        #expect(host.color(x: 10, y: 10) == white)
    }
}
