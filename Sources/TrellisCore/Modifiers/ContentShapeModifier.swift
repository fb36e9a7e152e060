/// The kinds of content shape a view can set; Trellis uses the shape for
/// `.interaction` (hit testing) and accepts the others so code compiles.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Kinds from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Where clicks, taps and hovering land.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The outline of a drag preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The outline of a context menu preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The outline of a hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The outline of a focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The outline accessibility tools draw.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// Makes each displayable of its content hit inside a shape and nowhere else:
/// empty space inside the shape takes the pointer for the nearest enclosing
/// gesture, and drawn content outside it lets the pointer through.
@MainActor
package final class ContentShapeLayout: WrapperLayout {
    var shape: any Shape
    var evenOdd: Bool

    init(shape: any Shape, evenOdd: Bool) {
        self.shape = shape
        self.evenOdd = evenOdd
    }

    /// The area inside the shape counts as drawn, even where nothing is.
    override package var blocksHits: Bool { true }

    /// Whether `point`, in window coordinates, is inside the shape laid over this displayable's frame.
    package func hitArea(contains point: Point) -> Bool {
        // A shape is drawn within the frame it is given.
        guard frame.contains(point) else { return false }
        if shape is Rectangle { return true }
        let local = Point(x: point.x - frame.x, y: point.y - frame.y)
        return shape.path(in: Rect(origin: .zero, size: frame.size)).contains(local, eoFill: evenOdd)
    }
}

/// Sets the hit area of each displayable to a shape.
struct ContentShapeModifier: PrimitiveModifier {
    let shape: any Shape
    let evenOdd: Bool

    package func makeNode(_ node: ViewNode, content: some View) {
        let shape = self.shape, evenOdd = self.evenOdd
        node.role = .modifier(ClosureModifierHost { child in
            let wrapper = ContentShapeLayout(shape: shape, evenOdd: evenOdd)
            wrapper.adopt(child)
            return wrapper
        })
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host as ClosureModifierHost) = node.role {
            let shape = self.shape, evenOdd = self.evenOdd
            host.makeWrapper = { child in
                let wrapper = ContentShapeLayout(shape: shape, evenOdd: evenOdd)
                wrapper.adopt(child)
                return wrapper
            }
            for case let wrapper as ContentShapeLayout in host.wrappers {
                wrapper.shape = shape
                wrapper.evenOdd = evenOdd
            }
        }
        node.children[0].update(toValue: content)
    }
}

extension View {
    /// Makes clicks, taps and hovering land anywhere inside `shape` laid over
    /// this view, and nowhere outside it: `Rectangle()` makes the empty space
    /// of a stack tappable, `Circle()` leaves out the corners.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        ModifiedContent(content: self, modifier: ContentShapeModifier(shape: shape, evenOdd: eoFill))
    }

    /// Sets the shape for the `kinds` of interaction; only `.interaction` affects hit testing here.
    @ViewBuilder
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        if kinds.contains(.interaction) {
            contentShape(shape, eoFill: eoFill)
        } else {
            self
        }
    }
}
