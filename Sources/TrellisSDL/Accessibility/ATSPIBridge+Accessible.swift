@_spi(TrellisExtension) import TrellisCore

/// `org.a11y.atspi.Accessible` for the objects and the application, and
/// `org.a11y.atspi.Application` for the application.
extension ATSPIBridge {
    /// A reference to `node` on this bus.
    func reference(to node: AccessibilityNode) -> DBusArgument {
        .reference(bus?.uniqueName ?? "", objects.path(of: node))
    }

    /// The object `node` is inside: its parent, or the application for a window.
    func parentReference(of node: AccessibilityNode) -> DBusArgument {
        guard let parent = node.parent else { return .reference(bus?.uniqueName ?? "", ATSPIObjects.rootPath) }
        return reference(to: parent)
    }

    func applicationAnswer(_ request: BusRequest) -> BusAnswer {
        let roots = objects.windows.map(\.root)
        switch (request.interface, request.member) {
        case (Self.accessible, "GetChildAtIndex"):
            guard let index = request.int(0), roots.indices.contains(index) else { return .invalid("no window at that index") }
            return .reply([reference(to: roots[index])])
        case (Self.accessible, "GetChildren"): return .reply([.array(element: "(so)", roots.map(reference(to:)))])
        case (Self.accessible, "GetIndexInParent"): return .int(-1)
        case (Self.accessible, "GetRelationSet"): return .reply([.array(element: "(ua(so))", [])])
        case (Self.accessible, "GetRole"): return .reply([.uint32(ATSPIVocabulary.applicationRole)])
        case (Self.accessible, "GetRoleName"), (Self.accessible, "GetLocalizedRoleName"): return .string("application")
        case (Self.accessible, "GetState"): return .reply([.array(element: "u", [.uint32(0), .uint32(0)])])
        case (Self.accessible, "GetAttributes"): return .reply([.strings([("toolkit", "Trellis")])])
        case (Self.accessible, "GetApplication"): return .reply([.reference(bus?.uniqueName ?? "", ATSPIObjects.rootPath)])
        case (Self.accessible, "GetInterfaces"):
            return .reply([.array(element: "s", [.string(Self.accessible), .string(Self.application)])])
        case (Self.application, "GetLocale"): return .string(Self.locale)
        // Readers then talk to the application over the accessibility bus, not a connection of their own.
        case (Self.application, "GetApplicationBusAddress"): return .string("")
        default: return .unknown
        }
    }

    func accessibleAnswer(_ request: BusRequest, _ node: AccessibilityNode) -> BusAnswer {
        switch request.member {
        case "GetChildAtIndex":
            guard let index = request.int(0), node.children.indices.contains(index) else { return .invalid("no child at that index") }
            return .reply([reference(to: node.children[index])])
        case "GetChildren": return .reply([.array(element: "(so)", node.children.map(reference(to:)))])
        case "GetIndexInParent":
            if let parent = node.parent { return .int(parent.children.firstIndex { $0 === node } ?? -1) }
            return .int(objects.windows.firstIndex { $0.root === node } ?? -1)
        case "GetRelationSet": return .reply([.array(element: "(ua(so))", relations(of: node))])
        case "GetRole": return .reply([.uint32(ATSPIVocabulary.number(of: node.role))])
        case "GetRoleName", "GetLocalizedRoleName": return .string(node.role.atspiName)
        case "GetState":
            let active = objects.windowRooted(at: node)?.isActive ?? false
            return .reply([.array(element: "u", ATSPIVocabulary.stateWords(node.states, active: active).map(DBusArgument.uint32))])
        case "GetAttributes": return .reply([.strings(attributes(of: node))])
        case "GetApplication": return .reply([.reference(bus?.uniqueName ?? "", ATSPIObjects.rootPath)])
        case "GetInterfaces": return .reply([.array(element: "s", interfaces(of: node).map(DBusArgument.string))])
        default: return .unknown
        }
    }

    /// The object attributes: the toolkit, a heading's level, the identifier tests find it by, its input labels.
    private func attributes(of node: AccessibilityNode) -> [(String, String)] {
        var attributes = [("toolkit", "Trellis")]
        if let level = node.headingLevel, level > 0 { attributes.append(("level", String(level))) }
        if !node.identifier.isEmpty { attributes.append(("id", node.identifier)) }
        // AT-SPI has no field for other names; speech input reads them from an attribute.
        if !node.inputLabels.isEmpty { attributes.append(("input-labels", node.inputLabels.joined(separator: ";"))) }
        // A lazy list builds only what it shows: where the item stands in the whole list, as ARIA's attributes say it.
        if let index = node.itemIndex, let count = node.parent?.itemCount {
            attributes += [("posinset", String(index + 1)), ("setsize", String(count))]
        }
        return attributes
    }

    /// Labelled-by and label-for, where a form row's label names its control.
    private func relations(of node: AccessibilityNode) -> [DBusArgument] {
        var relations: [DBusArgument] = []
        if let label = node.labelledBy {
            relations.append(.structure([.uint32(ATSPIVocabulary.Relation.labelledBy), .array(element: "(so)", [reference(to: label)])]))
        }
        if let control = node.labelFor {
            relations.append(.structure([.uint32(ATSPIVocabulary.Relation.labelFor), .array(element: "(so)", [reference(to: control)])]))
        }
        return relations
    }

    /// The interfaces `node` answers, by what it is.
    func interfaces(of node: AccessibilityNode) -> [String] {
        var names = [Self.accessible, Self.component]
        if !node.actionNames.isEmpty { names.append(Self.action) }
        if node.range != nil { names.append(Self.value) }
        if Self.hasText(node) { names.append(Self.text) }
        if node.acceptsText { names.append(Self.editableText) }
        if Self.selects(node) { names.append(Self.selection) }
        if node.role == .table { names.append(Self.table) }
        if node.cellPosition != nil { names.append(Self.tableCell) }
        return names
    }
}
