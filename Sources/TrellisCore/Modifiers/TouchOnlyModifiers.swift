// Modifiers that only mean something on a phone or tablet: on-screen keyboards,
// status bars, navigation bar styles and swipe gestures. A desktop has none of
// these, so each compiles and leaves the view as it is; ported iOS code then
// builds unchanged. Each says why it can do nothing here.

extension View {
    /// Kept for iOS code: a desktop window has no large navigation-bar title to shrink.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// Kept for iOS code: a physical keyboard has no layouts to choose between.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Kept for iOS code: desktop text entry does not capitalise automatically.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Kept for iOS code: desktop text entry does not capitalise automatically.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Kept for iOS code: Trellis text fields never correct spelling on their own.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Kept for iOS code: Trellis text fields never correct spelling on their own.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Kept for iOS code: autofill hints are for on-screen keyboards.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Kept for iOS code: the return key of a physical keyboard has no label to change.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Kept for iOS code: a desktop window has no status bar.
    public func statusBar(hidden: Bool) -> some View { self }

    /// Kept for iOS code: a desktop window has no status bar.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Kept for iOS code: a desktop window has no notch or home indicator, so no safe area to ignore.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Kept for iOS code: a desktop window has no safe area to ignore.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Kept for iOS code: separators follow the list style on the desktop.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Kept for iOS code: there is no on-screen keyboard to dismiss while scrolling.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Kept for iOS code: hover effects are for the iPad pointer.
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }

    /// Kept for iOS code: desktop windows have no home-indicator overlays.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

/// Namespace of SwiftUI's navigation-bar types, for iOS code.
public enum NavigationBarItem {
    /// How large a navigation title is drawn on iOS.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The platform's choice.
        case automatic
        /// A small title in the bar.
        case inline
        /// A large title under the bar.
        case large
    }
}

/// The on-screen keyboard layouts of iOS, accepted so `.keyboardType(_:)` compiles.
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// Letters.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How iOS capitalises typed text, accepted so `.textInputAutocapitalization(_:)` compiles.
public struct TextInputAutocapitalization: Hashable, Sendable {
    private let name: String
    /// No capitals.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's older capitalisation styles, accepted so `.autocapitalization(_:)` compiles.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// See ``TextInputAutocapitalization``.
    case none, words, sentences, allCharacters
}

/// The kinds of content an iOS keyboard can offer to fill in.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The kind's name.
    public let rawValue: String
    /// Makes a kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// An e-mail address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
}

/// The label of the return key on iOS.
public struct SubmitLabel: Hashable, Sendable {
    private let name: String
    /// Done.
    public static let done = SubmitLabel(name: "done")
    /// Go.
    public static let go = SubmitLabel(name: "go")
    /// Send.
    public static let send = SubmitLabel(name: "send")
    /// Join.
    public static let join = SubmitLabel(name: "join")
    /// Route.
    public static let route = SubmitLabel(name: "route")
    /// Search.
    public static let search = SubmitLabel(name: "search")
    /// Return.
    public static let `return` = SubmitLabel(name: "return")
    /// Next.
    public static let next = SubmitLabel(name: "next")
    /// Continue.
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The regions of a safe area.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Makes a set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The area kept clear of system bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area kept clear of the on-screen keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Whether something is shown.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform's choice.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// The top or bottom edge.
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Makes a set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.top, .bottom]
    }
}

/// How scrolling dismisses the iOS keyboard.
public enum ScrollDismissesKeyboardMode: Hashable, Sendable {
    /// The platform's choice.
    case automatic
    /// As soon as scrolling starts.
    case immediately
    /// Following the finger.
    case interactively
    /// Never.
    case never
}

/// The iPad pointer's hover effects.
public enum HoverEffect: Hashable, Sendable {
    /// The platform's choice.
    case automatic
    /// Lift the view.
    case lift
    /// Highlight the view.
    case highlight
}
