import Trellis

@main struct HelloApp: App {
    var body: some Scene { WindowGroup("Hello") { ContentView() } }
}

struct ContentView: View {
    var body: some View {
        VStack { Text("Hello, Trellis"); Color.red.frame(width: 100, height: 40) }
    }
}
