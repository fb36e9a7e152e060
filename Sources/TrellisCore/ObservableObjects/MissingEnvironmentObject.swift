/// What a view shows when an `@EnvironmentObject` it declares has no object:
/// nothing, in as many displayables as its body would make, so that lazy
/// containers that counted on them still find them.
struct MissingEnvironmentObject: View {
    /// Marks, among a node's environment reads, that an object was missing;
    /// the read under it says which, so an environment that gains it runs the body again.
    static let marker = ObjectIdentifier(Marker.self)
    private enum Marker {}

    let displayables: Int

    var body: some View {
        ForEach(0..<displayables, id: \.self) { _ in
            Color.clear.frame(width: 0, height: 0)
        }
    }

    static func message(for type: Any.Type) -> String {
        "No ObservableObject of type \(type) found in the environment. Add .environmentObject(_:) with a \(type) "
            + "to a view that encloses this one."
    }
}

extension ViewNode {
    /// Records that an `@EnvironmentObject` of `type` found nothing: the body is not run.
    func noteMissingEnvironmentObject<ObjectType: ObservableObject>(_ type: ObjectType.Type) {
        Diagnostics.warnOnce("missing-environment-object-\(type)",
                             MissingEnvironmentObject.message(for: type) + " The view using it shows nothing until then.")
        let read = KeyRead<EnvironmentObjectKey<ObjectType>>(value: nil)
        environmentReads[ObjectIdentifier(EnvironmentObjectKey<ObjectType>.self)] = read
        environmentReads[MissingEnvironmentObject.marker] = read
    }

    /// Whether the last installation of the view's properties found an environment object missing.
    var lacksEnvironmentObject: Bool {
        !environmentReads.isEmpty && environmentReads[MissingEnvironmentObject.marker] != nil
    }

    /// Updates the body's child with `body`, or replaces it when one of the two
    /// is the stand-in for a view missing its environment object.
    func updateBodyChild(_ child: ViewNode, to body: any View) {
        // Comparing dynamic types is a pointer comparison; this runs with every body.
        let standIn = ObjectIdentifier(MissingEnvironmentObject.self)
        if (ObjectIdentifier(type(of: body)) == standIn) == (ObjectIdentifier(type(of: child.view)) == standIn) {
            child.update(to: body)
        } else {
            let index = child.index
            removeChild(at: index)
            addChild(body, at: index)
        }
    }
}
