extension ViewHost {
    /// A host whose every frame compares the kept display list with one built
    /// from scratch (`checksDisplayList`), with its first frame drawn: what
    /// a test of incremental drawing starts from.
    public static func checkingDisplayList(_ content: Content, width: Int = 800, height: Int = 600) -> ViewHost {
        let host = ViewHost(content, width: width, height: height)
        host.checksDisplayList = true
        host.step()
        return host
    }
}
