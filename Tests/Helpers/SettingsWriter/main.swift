import Foundation
@_spi(TrellisExtension) import TrellisCore

// Writes settings over and over, for the tests that kill it mid-write or run
// two at once: `SettingsWriter <file.plist> <key> <count> [padding-bytes] [foundation|unsaved]`.
// Each saved write prints its number, so a test knows what was on disk before it killed us.
// `foundation` writes through Foundation's own `UserDefaults`, for the figures before the fix;
// `unsaved` never asks for a save and exits, so only the save at exit can keep the values.
let arguments = CommandLine.arguments
guard arguments.count >= 4, let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: SettingsWriter <file.plist> <key> <count> [padding] [foundation]\n".utf8))
    exit(2)
}
let file = URL(fileURLWithPath: arguments[1])
let key = arguments[2]
let padding = String(repeating: "x", count: arguments.count > 4 ? Int(arguments[4]) ?? 0 : 0)
let mode = arguments.count > 5 ? arguments[5] : ""
let store: UserDefaults = mode == "foundation"
    ? UserDefaults(suiteName: file.deletingPathExtension().path)!
    : SettingsDefaults(file: file)
for number in 1...max(count, 1) {
    store.set(number, forKey: key)
    // The padding makes each file write long, so a kill lands inside one.
    if !padding.isEmpty { store.set(padding, forKey: key + "-padding") }
    if mode == "unsaved" { continue }
    guard store.synchronize() else { exit(1) }
    print(number)
    fflush(nil)
}
exit(0)
