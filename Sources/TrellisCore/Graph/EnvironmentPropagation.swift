/// How a new environment reaches the nodes below where it changed.
///
/// Every node below takes the new values. Unary views re-resolve their font
/// and colours; composite views run their body again only if a value they
/// read is different, so a change costs work in proportion to its readers.
extension ViewNode {
    /// Remembers that the body read `key`, and what it saw.
    func noteEnvironmentRead(_ key: ObjectIdentifier, _ read: any EnvironmentRead) {
        environmentReads[key] = read
    }

    /// The environment this node's children see.
    package var childEnvironment: EnvironmentValues {
        environmentTransform.map { $0(environment) } ?? environment
    }

    /// Hands a new environment to this node and everything below it.
    func receiveEnvironment(_ newEnvironment: EnvironmentValues) {
        environment = newEnvironment
        let bodyIsStale = readValuesChanged(in: newEnvironment)
        if bodyIsStale {
            graph.invalidate(self)
        }
        let updated: Bool
        if case .unary = role {
            // A primitive shared with its composite's node takes the new
            // environment from the value its layout kept, or from the body
            // about to run again.
            if sharesBody {
                if !bodyIsStale { applyEnvironmentToSharedBody() }
                updated = true
            } else {
                updated = updatePrimitiveNode(to: view)
            }
        } else {
            updated = false
        }
        if !updated, let dependent = layout as? ColorSchemeDependent {
            // Containers are not rebuilt for a new environment; those that paint
            // chrome of their own take the new scheme directly.
            dependent.colorScheme = newEnvironment.colorScheme
        }
        let forChildren = childEnvironment
        for child in children {
            child.receiveEnvironment(forChildren)
        }
        for attached in attachedNodes {
            attached.receiveEnvironment(forChildren)
        }
    }

    private func readValuesChanged(in newEnvironment: EnvironmentValues) -> Bool {
        for read in environmentReads.values where read.differs(in: newEnvironment) { return true }
        return false
    }
}
