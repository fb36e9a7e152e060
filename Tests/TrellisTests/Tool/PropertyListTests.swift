import Testing
@testable import TrellisPort

/// Xcode's project.pbxproj is an old-style (NeXTSTEP) property list: `{ key = value; }`,
/// `( a, b, )`, quoted or bare strings, and `/* */` comments after object ids.
@Suite struct PropertyListTests {
    @Test func readsDictionariesArraysStringsAndSkipsComments() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tA1B2 /* ContentView.swift in Sources: a } and ; here */ = {isa = PBXBuildFile; fileRef = C3D4 /* ContentView.swift */; };
            \t\tC3D4 = {isa = PBXFileReference; path = "My \\"Notes\\"/Content View.swift"; sourceTree = "<group>"; };
            \t};
            \tlist = (one, "two, three", 4.2, "$(TARGET_NAME)", );
            \trootObject = A1B2;
            }
            """
        let plist = try PropertyList.parse(text)
        #expect(plist["rootObject"]?.string == "A1B2")
        #expect(plist["objects"]?["A1B2"]?["fileRef"]?.string == "C3D4")
        #expect(plist["objects"]?["C3D4"]?["path"]?.string == "My \"Notes\"/Content View.swift")
        #expect(plist["objects"]?["C3D4"]?["sourceTree"]?.string == "<group>")
        #expect(plist["list"]?.strings == ["one", "two, three", "4.2", "$(TARGET_NAME)"])
    }

    @Test func aSyntaxErrorNamesItsLine() {
        #expect(throws: PropertyListError(line: 3, reason: "expected \";\" after the value of \"isa\"")) {
            try PropertyList.parse("{\n objects = {\n  A = {isa = PBXProject }\n };\n}")
        }
        #expect(throws: PropertyListError(line: 1, reason: "a dictionary was not closed with \"}\"")) {
            try PropertyList.parse("{ a = b;\n")
        }
    }
}
