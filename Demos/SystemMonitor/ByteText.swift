import Foundation

/// Sizes as people read them: "717.9 MB" of memory (powers of 1,024), "502.39 GB" of disk (powers of 1,000).
enum ByteText {
    static func memory(_ bytes: UInt64) -> String { text(bytes, style: .memory) }
    static func file(_ bytes: UInt64) -> String { text(bytes, style: .file) }

    /// Foundation says "Zero kB" for nothing; a column of sizes reads better with a number.
    private static func text(_ bytes: UInt64, style: ByteCountFormatStyle.Style) -> String {
        bytes == 0 ? "0 bytes" : Int64(clamping: bytes).formatted(.byteCount(style: style))
    }
}
