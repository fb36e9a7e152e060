/// What only some nodes need: a lazy list's rows, an environment modifier's
/// change, preferences, attached nodes, work for when the node goes, and what
/// a body read (its environment, its state, the models it observes).
///
/// Kept in one object made on the first write that needs it, so a common
/// node (a text, a stack, a row of a list) is smaller to make, to walk and to
/// free: 10,000 rows replaced make and free 20,000 nodes. Not isolated, so
/// a node's `deinit` can reach the attached nodes in it.
final class ViewNodeExtras {
    var lazyRows: LazyRows?
    var listRowSource: (any ListRowSource)?
    var environmentTransform: ((EnvironmentValues) -> EnvironmentValues)?
    var preferenceValues: [ObjectIdentifier: Any] = [:]
    var blockedPreferences: Set<ObjectIdentifier> = []
    var attachedNodes: [ViewNode] = []
    var teardownActions: [@MainActor () -> Void] = []
    var environmentReads: [ObjectIdentifier: any EnvironmentRead] = [:]
    var stateSlots: [AnyObject] = []
    var invalidationToken: InvalidationToken?
}

// Each accessor reads without making the extras, and a write of nothing (a
// `nil`, an empty collection) to a node without them makes none either.
extension ViewNode {
    private func madeExtras() -> ViewNodeExtras {
        if let extras { return extras }
        let made = ViewNodeExtras()
        extras = made
        return made
    }

    /// Environment values the last body run read, keyed by the identity of
    /// the key path read or of the key or model type.
    var environmentReads: [ObjectIdentifier: any EnvironmentRead] {
        get { extras?.environmentReads ?? [:] }
        set { if !newValue.isEmpty || extras != nil { madeExtras().environmentReads = newValue } }
        _modify {
            if let extras {
                yield &extras.environmentReads
            } else {
                var reads: [ObjectIdentifier: any EnvironmentRead] = [:]
                yield &reads
                if !reads.isEmpty { madeExtras().environmentReads = reads }
            }
        }
    }

    /// Storage for `@State` and other per-identity values, in declaration order.
    var stateSlots: [AnyObject] {
        get { extras?.stateSlots ?? [] }
        set { if !newValue.isEmpty || extras != nil { madeExtras().stateSlots = newValue } }
        _modify {
            if let extras {
                yield &extras.stateSlots
            } else {
                var slots: [AnyObject] = []
                yield &slots
                if !slots.isEmpty { madeExtras().stateSlots = slots }
            }
        }
    }

    /// Handed to Observation so a write can find this node again.
    var invalidationToken: InvalidationToken? {
        get { extras?.invalidationToken }
        set { if newValue != nil || extras != nil { madeExtras().invalidationToken = newValue } }
    }

    /// Set on a `ForEach` whose rows a lazy stack builds on demand.
    var lazyRows: LazyRows? {
        get { extras?.lazyRows }
        set { if newValue != nil || extras != nil { madeExtras().lazyRows = newValue } }
    }

    /// Set on a `ForEach` whose elements are the rows of a `List`.
    var listRowSource: (any ListRowSource)? {
        get { extras?.listRowSource }
        set { if newValue != nil || extras != nil { madeExtras().listRowSource = newValue } }
    }

    /// How an environment modifier changes what its children see.
    package var environmentTransform: ((EnvironmentValues) -> EnvironmentValues)? {
        get { extras?.environmentTransform }
        set { if newValue != nil || extras != nil { madeExtras().environmentTransform = newValue } }
    }

    /// Preference values this node writes, keyed by preference key type.
    var preferenceValues: [ObjectIdentifier: Any] {
        get { extras?.preferenceValues ?? [:] }
        // Another module (the widgets) mutates through the setter; this module through `_modify`.
        set { if !newValue.isEmpty || extras != nil { madeExtras().preferenceValues = newValue } }
        _modify {
            if let extras {
                yield &extras.preferenceValues
            } else {
                var values: [ObjectIdentifier: Any] = [:]
                yield &values
                if !values.isEmpty { madeExtras().preferenceValues = values }
            }
        }
    }

    /// Preference keys whose values from this subtree do not reach readers above it.
    var blockedPreferences: Set<ObjectIdentifier> {
        get { extras?.blockedPreferences ?? [] }
        // Another module (the widgets) mutates through the setter; this module through `_modify`.
        set { if !newValue.isEmpty || extras != nil { madeExtras().blockedPreferences = newValue } }
        _modify {
            if let extras {
                yield &extras.blockedPreferences
            } else {
                var keys: Set<ObjectIdentifier> = []
                yield &keys
                if !keys.isEmpty { madeExtras().blockedPreferences = keys }
            }
        }
    }

    /// Nodes that hang off this one without being among its children, such as
    /// the background built for each displayable of `.background`.
    package var attachedNodes: [ViewNode] {
        get { extras?.attachedNodes ?? [] }
        // Another module (the widgets) mutates through the setter; this module through `_modify`.
        set { if !newValue.isEmpty || extras != nil { madeExtras().attachedNodes = newValue } }
        _modify {
            if let extras {
                yield &extras.attachedNodes
            } else {
                var nodes: [ViewNode] = []
                yield &nodes
                if !nodes.isEmpty { madeExtras().attachedNodes = nodes }
            }
        }
    }

    /// Work to run when this node leaves the graph (cancel tasks, `onDisappear`).
    package var teardownActions: [@MainActor () -> Void] {
        get { extras?.teardownActions ?? [] }
        // Another module (the widgets) mutates through the setter; this module through `_modify`.
        set { if !newValue.isEmpty || extras != nil { madeExtras().teardownActions = newValue } }
        _modify {
            if let extras {
                yield &extras.teardownActions
            } else {
                var actions: [@MainActor () -> Void] = []
                yield &actions
                if !actions.isEmpty { madeExtras().teardownActions = actions }
            }
        }
    }
}
