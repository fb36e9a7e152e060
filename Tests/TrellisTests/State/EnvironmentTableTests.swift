import Testing
import Trellis
import TrellisTesting

/// A class that is both a key and a model put in the environment: the two are
/// kept in one table (`EnvironmentValues`), and must not find each other.
private final class KeyAndModel: EnvironmentKey {
    static var defaultValue: Int { 0 }
    let name: String
    init(name: String) { self.name = name }
}

@Suite struct EnvironmentTableTests {
    @Test func aModelAndAKeyOfTheSameTypeAreKeptApart() {
        var environment = EnvironmentValues()
        #expect(environment.object(for: ObjectIdentifier(KeyAndModel.self)) == nil)
        #expect(environment[KeyAndModel.self] == 0)
        let model = KeyAndModel(name: "model")
        environment.setObject(model)
        #expect(environment[KeyAndModel.self] == 0, "a model is no value for the key of its type")
        environment[KeyAndModel.self] = 7
        #expect(environment.object(for: ObjectIdentifier(KeyAndModel.self)) === model)
        #expect(environment[KeyAndModel.self] == 7)
        // A copy changed is its own; the first keeps what it had.
        var copy = environment
        let other = KeyAndModel(name: "other")
        copy.setObject(other)
        copy[KeyAndModel.self] = 8
        #expect(environment.object(for: ObjectIdentifier(KeyAndModel.self)) === model)
        #expect(environment[KeyAndModel.self] == 7)
        #expect(copy.object(for: ObjectIdentifier(KeyAndModel.self)) === other)
        #expect(copy[KeyAndModel.self] == 8)
    }
}
