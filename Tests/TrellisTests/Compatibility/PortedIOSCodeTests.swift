import Testing
import Trellis
import TrellisTesting

// A screen as an iPhone app writes it: on-screen keyboard hints, navigation bar
// styles, safe areas and a dismiss action. It must build and draw unchanged.
private struct SignUpView: View {
    @State private var email = ""
    @State private var dismissed = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text("Sign up")
            TextField("E-mail", text: $email)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .textContentType(.emailAddress)
                .submitLabel(.go)
            Button("Cancel") {
                dismiss()
                dismissed += 1
            }
            Text("Cancelled \(dismissed)")
        }
        .padding()
        .navigationBarTitle("Account", displayMode: .inline)
        .navigationBarTitleDisplayMode(.large)
        .ignoresSafeArea(.keyboard)
        .edgesIgnoringSafeArea(.bottom)
        .statusBarHidden()
        .listRowBackground(Color.clear)
        .scrollDismissesKeyboard(.interactively)
    }
}

@MainActor
@Suite struct PortedIOSCodeTests {
    @Test func iOSOnlyModifiersBuildAndLeaveTheViewAlone() {
        let host = ViewHost(SignUpView(), width: 400, height: 300)
        #expect(host.texts.contains("Sign up"))
        #expect(host.texts.contains("E-mail"))
        #expect(host.windowTitle == "Account")
    }

    @Test func dismissOutsideAPresentationDoesNothingButTheButtonStillWorks() {
        let host = ViewHost(SignUpView(), width: 400, height: 300)
        host.click(text: "Cancel")
        host.step()
        #expect(host.texts.contains("Cancelled 1"))
        #expect(!host.closeRequested)
    }

    @Test func dismissIsReadableInEveryView() {
        struct Reader: View {
            @Environment(\.dismiss) var dismiss
            @Environment(\.isPresented) var isPresented
            var body: some View { Text(isPresented ? "presented" : "root") }
        }
        let host = ViewHost(Reader(), width: 200, height: 100)
        #expect(host.texts == ["root"])
    }
}
