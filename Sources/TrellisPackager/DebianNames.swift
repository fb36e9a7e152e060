import Foundation

/// The rules Debian's policy manual (§5.6.1, §5.6.12) sets for a package's
/// name and version, checked before anything is built so that `dpkg-deb`
/// never gets to reject them half-way.
enum DebianNames {
    /// `SystemMonitor` → `system-monitor`: lower case, words split at their capitals.
    static func packageName(forProduct product: String) -> String {
        var name = ""
        var previous: Character?
        for character in product {
            if character.isUppercase, let before = previous, before.isLowercase || before.isNumber { name.append("-") }
            if character.isLetter || character.isNumber || "+.-".contains(character) {
                name.append(contentsOf: character.lowercased())
            } else {
                name.append("-")
            }
            previous = character
        }
        return name
    }

    /// `SystemMonitor` → `System Monitor`, the name a desktop shows by default.
    static func displayName(forProduct product: String) -> String {
        var name = ""
        var previous: Character?
        for character in product {
            if character.isUppercase, let before = previous, before.isLowercase { name.append(" ") }
            name.append(character == "_" || character == "-" ? " " : character)
            previous = character
        }
        return name
    }

    /// Throws unless `name` is a valid binary package name.
    static func checkPackageName(_ name: String) throws(PackageError) {
        let allowed = name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }
        guard name.count >= 2, allowed, let first = name.unicodeScalars.first,
              ("a"..."z").contains(first) || ("0"..."9").contains(first) else { throw .invalidPackageName(name) }
    }

    /// Throws, with the reason, unless `version` is `[epoch:]upstream[-revision]` as Debian reads it.
    static func checkVersion(_ version: String) throws(PackageError) {
        var rest = Substring(version)
        if let colon = rest.firstIndex(of: ":") {
            guard !rest[..<colon].isEmpty, rest[..<colon].allSatisfy(\.isASCIIDigit) else {
                throw .invalidVersion(version, reason: "an epoch before ':' must be a number")
            }
            rest = rest[rest.index(after: colon)...]
        }
        var upstream = rest
        if let dash = rest.lastIndex(of: "-") {
            let revision = rest[rest.index(after: dash)...]
            guard !revision.isEmpty, revision.allSatisfy({ $0.isASCIIAlphanumeric || "+.~".contains($0) }) else {
                throw .invalidVersion(version, reason: "the revision after the last '-' may hold only letters, digits, '+', '.' and '~'")
            }
            upstream = rest[..<dash]
        }
        guard let first = upstream.first else { throw .invalidVersion(version, reason: "it is empty") }
        guard first.isASCIIDigit else { throw .invalidVersion(version, reason: "it must start with a digit") }
        guard upstream.allSatisfy({ $0.isASCIIAlphanumeric || ".+~-".contains($0) }) else {
            throw .invalidVersion(version, reason: "it may hold only letters, digits, '.', '+', '~' and '-'")
        }
    }

    /// Throws unless `maintainer` reads `Name <address>`, as the Maintainer field needs.
    static func checkMaintainer(_ maintainer: String) throws(PackageError) {
        guard let open = maintainer.firstIndex(of: "<"), maintainer.hasSuffix(">"),
              !maintainer[..<open].trimmingCharacters(in: .whitespaces).isEmpty else { throw .invalidMaintainer(maintainer) }
        let address = maintainer[maintainer.index(after: open)..<maintainer.index(before: maintainer.endIndex)]
        guard let at = address.firstIndex(of: "@"), at != address.startIndex, address.index(after: at) != address.endIndex,
              !address.contains(where: { $0.isWhitespace || $0 == "<" || $0 == ">" }) else { throw .invalidMaintainer(maintainer) }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
    var isASCIIAlphanumeric: Bool { isASCII && (isLetter || isNumber) }
}
