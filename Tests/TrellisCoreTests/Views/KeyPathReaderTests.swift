import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

private struct Address: Equatable {
    var city: String
    var zip: Int
}

private struct Person {
    var flag: Bool
    var name: String
    var address: Address
    var age: Int
    /// Computed: a key path to it has no offset.
    var initial: Character? { name.first }
}

private final class Account {
    var owner = "Ada"
}

/// Stored properties whose storage is not the value's own layout.
private struct Holder {
    weak var weakAccount: Account?
    unowned let unownedAccount: Account
}

/// `ForEach(items, id: \.name)` reads its ids through `KeyPathReader`: stored
/// properties at their offsets, anything else through the key path. Either way
/// the value read must be the one the key path projects.
@MainActor
struct KeyPathReaderTests {
    private let people = [
        Person(flag: true, name: "Grace", address: Address(city: "Arlington", zip: 22201), age: 85),
        Person(flag: false, name: "Ada", address: Address(city: "London", zip: 1), age: 36),
    ]

    @Test func storedPropertiesAreReadAtTheirOffsets() {
        let name = KeyPathReader(\Person.name), age = KeyPathReader(\Person.age)
        let city = KeyPathReader(\Person.address.city), whole = KeyPathReader(\Person.address)
        #expect(name.offset != nil && age.offset != nil && city.offset != nil && whole.offset != nil)
        for person in people {
            #expect(name.read(from: person) == person.name)
            #expect(age.read(from: person) == person.age)
            #expect(city.read(from: person) == person.address.city)
            #expect(whole.read(from: person) == person.address)
        }
    }

    @Test func otherKeyPathsAreProjected() {
        let initial = KeyPathReader(\Person.initial), owner = KeyPathReader(\Account.owner)
        #expect(initial.offset == nil)
        #expect(owner.offset == nil)
        #expect(people.map { initial.read(from: $0) } == ["G", "A"])
        #expect(owner.read(from: Account()) == "Ada")
    }

    @Test func weakAndUnownedPropertiesAreProjected() {
        // Their storage holds a weak or unowned reference, not the value: read
        // at an offset as the value's type, the bits would be misread.
        let account = Account()
        let holder = Holder(weakAccount: account, unownedAccount: account)
        let weakReader = KeyPathReader(\Holder.weakAccount), unownedReader = KeyPathReader(\Holder.unownedAccount)
        #expect(weakReader.offset == nil && unownedReader.offset == nil)
        #expect(weakReader.read(from: holder) === account)
        #expect(unownedReader.read(from: holder) === account)
    }

    @Test func aReadValueOutlivesItsElement() {
        // The string read is a copy the reader owns, not a view into the element.
        var person: Person? = Person(flag: true, name: String(repeating: "long name ", count: 8),
                                     address: Address(city: "x", zip: 0), age: 1)
        let name = KeyPathReader(\Person.name).read(from: person!)
        person = nil
        #expect(name == String(repeating: "long name ", count: 8))
    }

    @Test func aForEachIdentifiedByAStoredPropertyKeepsRowsByIt() {
        // The ids read at an offset drive the diff: reordering the people moves their rows.
        let first = ForEach(people, id: \.name) { Text($0.name) }
        let swapped = ForEach(Array(people.reversed()), id: \.name) { Text($0.name) }
        #expect(first.readIDs(Array(first.data)) == ["Grace", "Ada"])
        #expect(swapped.readIDs(Array(swapped.data)) == ["Ada", "Grace"])
    }
}
