/// One of two views, as an `if`/`else` in a view builder makes it.
///
/// The two branches have different identities: switching branch removes the
/// old branch's displayables and state and inserts the new branch's.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, UpdatedFromOldValue {
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// Known only when both branches produce the same known count.
    public static var _displayableCount: Int? {
        guard let first = TrueContent._displayableCount, first == FalseContent._displayableCount else { return nil }
        return first
    }

    private var branch: (isTrue: Bool, view: any View) {
        switch storage {
        case .trueContent(let view): (true, view)
        case .falseContent(let view): (false, view)
        }
    }

    /// Which branch is shown, read without boxing its view.
    private var showsTrueContent: Bool {
        if case .trueContent = storage { return true }
        return false
    }

    package func makeNode(_ node: ViewNode) {
        node.addChild(branch.view)
    }

    package func updateNode(_ node: ViewNode, from old: UnsafePointer<Self>) {
        let wasTrue = old.pointee.showsTrueContent
        let (isTrue, view) = branch
        if wasTrue == isTrue {
            node.children[0].update(to: view)
        } else {
            node.removeChild(at: 0)
            node.addChild(view)
        }
    }
}
