/// The sources of the Xcode project that the end-to-end test ports: a Mac app
/// as Xcode 15 writes it (Swift 5 mode, previews, asset symbols) with a model
/// that imports only Foundation and a helper that imports Combine, CoreGraphics
/// and Observation.
enum PortedAppSources {
    static let files: [String: String] = [
        "NotesApp.swift": """
            import SwiftUI

            @main
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup { ContentView() }
                }
            }
            """,
        "ContentView.swift": """
            import SwiftUI

            struct ContentView: View {
                @ObservedObject var store = NoteStore.shared

                var body: some View {
                    VStack(spacing: 0) {
                        Color.brandBlue.frame(height: 100)
                        Color.accentColor.frame(height: 100)
                        Text("Notes: \\(store.notes.count)")
                        Text(store.notes.first ?? "none")
                        Text("Area \\(Geometry.area()), launch \\(launchCount)")
                        Image(.logo).resizable().frame(width: 20, height: 20)
                        Rectangle().fill(Color(.brandBlue)).frame(width: 10, height: 10)
                        Spacer()
                    }
                }
            }

            #Preview("Light") {
                ContentView() // a } in a comment
                    .frame(width: 300)
            }

            struct ContentView_Previews: PreviewProvider {
                static var previews: some View { ContentView().previewDisplayName("{") }
            }
            """,
        // On a Mac, Foundation brings Combine: ObservableObject, @Published, AnyCancellable.
        // `static var` and a global `var` are Swift 5 code, refused in Swift 6 mode.
        "Model/NoteStore.swift": """
            import Foundation

            final class NoteStore: ObservableObject {
                static var shared = NoteStore()
                @Published var notes: [String] = ["Groceries", "Ideas"]
                private var cancellables = Set<AnyCancellable>()
                var session: URLSession { URLSession.shared }

                init() {
                    $notes.sink { _ in }.store(in: &cancellables)
                }
            }

            var launchCount = 1
            """,
        "Model/Geometry.swift": """
            import Combine
            import CoreGraphics
            import Observation

            enum Geometry {
                static let changes = PassthroughSubject<CGFloat, Never>()

                static func area() -> Int {
                    let size = CGSize(width: 3, height: 4)
                    return Int(size.width * size.height)
                }
            }

            @Observable final class Tally { var value = 0 }
            """,
        // Newer and macOS-only APIs, compiled here in Swift 5 mode as an Xcode project has them.
        "Views/MacAPIs.swift": """
            import SwiftUI

            struct MacAPIs: View {
                @State private var items = ["a", "b"]
                @State private var start = Date()
                var body: some View {
                    List(items, id: \\.self) { Text($0) }
                        .safeAreaInset(edge: .bottom, spacing: 4) { Text(start, style: .timer) }
                        .safeAreaInset(edge: .leading) { Circle().stroke(lineWidth: 2).fill(.blue) }
                        .focusable()
                        .onDeleteCommand { items.removeLast() }
                        .onExitCommand(perform: nil)
                        .onMoveCommand { direction in if direction == .up { items.reverse() } }
                        .onCopyCommand { items.map { NSItemProvider(object: $0 as NSString) } }
                        .onPasteCommand(of: [.plainText]) { providers in _ = providers.count }
                        .overlay(Capsule().stroke(Color.red, lineWidth: 3).fill(Color.yellow))
                }
            }
            """,
        // The focused-values family and ShapeView fills, as a Mac app in Swift 5 mode writes them.
        "Views/FocusedAPIs.swift": """
            import SwiftUI

            struct NoteKey: FocusedValueKey { typealias Value = Binding<String> }

            extension FocusedValues {
                var note: Binding<String>? {
                    get { self[NoteKey.self] }
                    set { self[NoteKey.self] = newValue }
                }
            }

            final class Library: ObservableObject { @Published var count = 0 }

            struct StyledScene: Scene {
                var body: some Scene {
                    WindowGroup { FocusedAPIs() }.windowStyle(.hiddenTitleBar)
                    Window("Other", id: "other") { Text("Other") }.windowStyle(.titleBar)
                    Window("Third", id: "third") { Text("Third") }.windowStyle(.automatic)
                }
            }

            struct FocusedAPIs: View {
                @State private var note = ""
                @StateObject private var library = Library()
                @FocusedValue(\\.note) private var focusedNote: Binding<String>?
                @FocusedBinding(\\.note) private var boundNote: String?
                @FocusedObject private var focusedLibrary: Library?
                var body: some View {
                    VStack {
                        TextField("Note", text: $note).focusedValue(\\.note, $note)
                        Text(boundNote ?? focusedNote?.wrappedValue ?? "\\(focusedLibrary?.count ?? 0)")
                        Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)
                        Text("\\(note.count)").contentTransition(.numericText(value: Double(note.count)))
                        Text(note).contentTransition(.opacity).contentTransition(.identity)
                            .contentTransition(.interpolate).contentTransition(.numericText(countsDown: true))
                            .contentTransition(.symbolEffect)
                    }
                    .focusedSceneValue(\\.note, $note)
                    .focusedSceneObject(library)
                    .focusedObject(library)
                }
            }
            """,
    ]
}
