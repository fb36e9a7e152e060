import Foundation
import Testing
@testable import TrellisSDL

@Suite struct AtlasSwitchTests {
    @Test func trellisAtlasForcesEitherWayAndAnythingElseLeavesTheRendererToDecide() {
        #expect(AtlasSwitch.forcedSetting("1") == true)
        #expect(AtlasSwitch.forcedSetting("0") == false)
        #expect(AtlasSwitch.forcedSetting(nil) == nil)
        #expect(AtlasSwitch.forcedSetting("") == nil)
        #expect(AtlasSwitch.forcedSetting("yes") == nil, "not understood: warned about once and ignored")
    }

    @MainActor
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_ATLAS"] == nil, "TRELLIS_ATLAS decides instead"))
    func theSoftwareRendererKeepsATexturePerGraphicByDefault() throws {
        let bench = try CanvasBench()
        #expect(!bench.canvas.textures.packsSmallGraphics)
    }
}
