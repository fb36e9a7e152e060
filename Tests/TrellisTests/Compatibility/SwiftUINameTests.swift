import Testing
import Trellis
import TrellisTesting

// Every modifier below is a public SwiftUI name. None of them may be hidden by
// a private or internal member of the same name (a private `tint` on `Button`
// once made `.tint(.green)` fail with "'tint' is inaccessible due to 'private'
// protection level"): if this file compiles, the names resolve as in SwiftUI.

private struct Decorated: View {
    @State private var isOn = true
    @State private var name = ""
    @State private var level = 0.5
    @FocusState private var focused: Bool

    var body: some View {
        VStack {
            Button("Button") {}
                .tint(.green)
                .buttonStyle(.borderedProminent)
                .buttonStyle(PlainButtonStyle())
                .controlSize(.large)
                .font(.headline)
                .fontWeight(.bold)
                .foregroundColor(.white)
                .foregroundStyle(Color.white)
                .disabled(false)
                .labelsHidden()
                .imageScale(.large)
                .labelStyle(.titleOnly)
                .keyboardShortcut("b")
                .padding()
                .padding(.horizontal, 4)
                .frame(width: 160, height: 44)
                .frame(maxWidth: .infinity, alignment: .center)
                .background(Color.clear)
                .overlay(Color.clear)
                .border(Color.clear)
                .opacity(1)
                .cornerRadius(4)
                .clipShape(RoundedRectangle(cornerRadius: 4))
                .clipped()
                .offset(x: 0, y: 0)
                .scaleEffect(1)
                .rotationEffect(.degrees(0))
                .zIndex(1)
                .contentShape(Rectangle())
                .contentShape(.interaction, Rectangle())
                .allowsHitTesting(true)
                .layoutPriority(1)
                .fixedSize()
                .animation(nil)
                .animation(.default)
                .animation(.easeInOut, value: isOn)
                .transition(.opacity)
                .id("button")
                .tag(1)
                .onHover { _ in }
                .onAppear {}
                .onDisappear {}
                .onChange(of: isOn) { _, _ in }
                .task {}
            Toggle("Toggle", isOn: $isOn)
                .tint(.orange)
                .toggleStyle(.switch)
                .toggleStyle(SwitchToggleStyle())
                .controlSize(.small)
                .labelsHidden()
                .font(.body)
                .disabled(false)
            Text("Text")
                .font(.title)
                .fontWeight(.semibold)
                .bold()
                .italic()
                .foregroundColor(.secondary)
                .lineLimit(1)
                .multilineTextAlignment(.center)
                .tint(.red)
                .imageScale(.small)
                .onTapGesture {}
            Label("Label", systemImage: "star")
                .labelStyle(.iconOnly)
                .labelStyle(TitleAndIconLabelStyle())
                .imageScale(.medium)
                .tint(.blue)
            TextField("Field", text: $name)
                .textFieldStyle(.roundedBorder)
                .textFieldStyle(RoundedBorderTextFieldStyle())
                .focused($focused)
                .onSubmit {}
                .labelsHidden()
                .controlSize(.regular)
            ProgressView(value: level)
                .progressViewStyle(.linear)
                .progressViewStyle(LinearProgressViewStyle())
                .tint(.pink)
                .controlSize(.mini)
            Slider(value: $level)
                .tint(.purple)
                .labelsHidden()
                .controlSize(.extraLarge)
        }
        .buttonStyle(.bordered)
        .toggleStyle(.checkbox)
        .labelStyle(.automatic)
        .progressViewStyle(.automatic)
        .textFieldStyle(.automatic)
        .tint(nil)
    }
}

/// The environment values SwiftUI makes public, read the SwiftUI way.
private struct Reader: View {
    @Environment(\.controlSize) private var controlSize
    @Environment(\.imageScale) private var imageScale
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.font) private var font

    var body: some View {
        Text("\(controlSize == .large) \(imageScale == .small) \(isEnabled)")
    }
}

@MainActor
@Suite struct SwiftUINameTests {
    @Test func everySwiftUIModifierNameResolvesOnControlsAndText() throws {
        let host = ViewHost(Decorated(), width: 400, height: 400)
        #expect(host.texts.contains("Button") && host.texts.contains("Text"))
        #expect(!host.texts.contains("Toggle"), "labels are hidden")
        #expect(host.textColor(of: "Button") == RGBA(r: 255, g: 255, b: 255))
    }

    @Test func theEnvironmentValuesSwiftUIMakesPublicAreReadable() {
        let host = ViewHost(Reader().controlSize(.large).imageScale(.small).disabled(true), width: 300, height: 60)
        #expect(host.texts == ["true true false"])
    }
}
