/// A layout that stands for one page of several, of which one shows at a time
/// (a tab view's pages). Preference values written inside a page that is not
/// chosen do not count (`PreferenceCollection`); the engine knows pages only
/// through this protocol.
@MainActor
package protocol PageLayout: AnyObject {
    /// Whether this page is the one showing.
    var isChosen: Bool { get }
}
