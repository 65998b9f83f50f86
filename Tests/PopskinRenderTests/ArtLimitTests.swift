import Foundation
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore
@testable import PopskinRender

/// Supplied art within its budgets: no more bytes than its header's pixels can need, image data that inflates to no
/// more than the header declares, and whole chunks with the right checksums. What breaks one is refused, named,
/// before anything is decoded or copied into a catalog.
@Suite struct ArtLimitTests {
    typealias ArtProject = SuppliedArtTests.ArtProject
    static let art = SuppliedArtTests.art

    /// What `SuppliedArt.png` of `bytes`, as the theme's art at 1x, fails with, and what the snapshot kept of the file:
    /// nil when it refused the file from its header, without reading the rest.
    static func refusal(_ bytes: [UInt8]) throws -> (failure: SuppliedArt.Failure?, kept: [UInt8]?) {
        let project = try ArtProject(["themes/art/x.png": bytes])
        let inputs = InputSnapshot(projectRoot: project.root)
        let failure = SuppliedArtTests.failure { _ = try SuppliedArt.png(for: Self.art, scale: 1, inputs: inputs) }
        let record = inputs.records.first { $0.absolute.hasSuffix("/themes/art/x.png") }
        #expect(record != nil, "\(inputs.records.map(\.absolute))")
        return (failure, record?.bytes)
    }

    @Test func aBombBehindASmallHeaderIsRefusedBeforeDecoding() throws {
        // 64 × 64 px need 16,448 bytes of image data; this file's (a gibibyte of zeros deflated at level 9, about a
        // megabyte) inflates to 1 GiB.
        let bomb = PNGCrafting.png(width: 64, height: 64, data: PNGCrafting.deflatedZeros(1 << 30))
        #expect((900_000...1_200_000).contains(bomb.count), "\(bomb.count) bytes")
        let (failure, kept) = try Self.refusal(bomb)
        // Before the limits it inflated all of it (about 4 s a megabyte); now the snapshot, the one way art is
        // read, reads its header and size and none of the rest, so there is nothing to decode.
        #expect(kept == nil, "\(kept?.count ?? 0) bytes read")
        #expect(failure?.kind == .overBudget && failure?.file == "themes/art/x.png")
        #expect(
            failure?.description.hasPrefix("themes/art/x.png is \(bomb.count) bytes, more than its pixels can need")
                == true,
            "\(String(describing: failure))")
        let project = try ArtProject(["themes/art/x.png": bomb])
        #expect(
            SuppliedArtTests.failure {
                _ = try SuppliedArt.image(for: Self.art, scale: 2, inputs: InputSnapshot(projectRoot: project.root))
            }?
            .kind == .overBudget)
    }

    @Test func dataInflatingPastALargeHeaderStopsAtTheHeadersSize() throws {
        // 4096 × 4096 px allow a file of this size and 64 MiB of image data; a mebibyte more of zeros follows, then
        // data that is not zlib's: inflating that far would say so instead.
        let header = PNGHeader(width: 4096, height: 4096)
        let bomb = PNGCrafting.png(
            width: 4096, height: 4096,
            data: PNGCrafting.deflatedZeros(header.inflatedSize + (1 << 20), thenBroken: true))
        #expect(bomb.count < header.byteLimit)
        let (failure, kept) = try Self.refusal(bomb)
        #expect(kept == bomb)
        // Inflating stops a byte past the header's size, short of the broken data.
        #expect(failure?.kind == .damaged, "\(String(describing: failure))")
        #expect(
            failure?.description == "themes/art/x.png cannot be used: its image data inflates to more than the "
                + "\(header.inflatedSize) bytes its header declares", "\(String(describing: failure))")
    }

    @Test func aBadChecksumIsABadChecksum() throws {
        let good = try SuppliedArtTests.halves(width: 40, height: 20)
        for chunk in ["IHDR", "IDAT", "IEND"] {
            let project = try ArtProject(["themes/art/x@2x.png": PNGCrafting.breakingChecksum(of: chunk, in: good)])
            for decode in [false, true] {
                let failure = SuppliedArtTests.failure {
                    if decode {
                        _ = try SuppliedArt.image(
                            for: Self.art, scale: 1, inputs: InputSnapshot(projectRoot: project.root))
                    } else {
                        _ = try SuppliedArt.png(
                            for: Self.art, scale: 2, inputs: InputSnapshot(projectRoot: project.root))
                    }
                }
                #expect(failure?.kind == .damaged)
                #expect(
                    failure?.description
                        == "themes/art/x@2x.png cannot be used: the checksum of chunk \(chunk) is wrong: "
                        + "the file is damaged", "\(String(describing: failure))")
            }
        }
    }

    @Test func imageDataThatEndsEarlyIsNamed() throws {
        // Honest zeros for 8 rows of a 16-row header.
        let short = PNGCrafting.png(width: 16, height: 16, data: PNGCrafting.deflatedZeros(8 * (16 * 4 + 1)))
        let failure = try Self.refusal(short).failure
        #expect(failure?.kind == .damaged)
        #expect(
            failure?.description.hasSuffix("its image data ends early (520 of the 1040 bytes its header declares)")
                == true)
        // Exactly the declared size passes, and decodes.
        let whole = PNGCrafting.png(width: 16, height: 16, data: PNGCrafting.deflatedZeros(16 * (16 * 4 + 1)))
        let fine = try ArtProject(["themes/art/x.png": whole])
        #expect(try SuppliedArt.png(for: Self.art, scale: 1, inputs: InputSnapshot(projectRoot: fine.root)) == whole)
        #expect(
            try SuppliedArt.image(for: Self.art, scale: 2, inputs: InputSnapshot(projectRoot: fine.root)).width == 32)
    }

    @Test func headerBudgets() {
        // Rows of filter byte and samples; Adam7 passes each have their own rows.
        #expect(PNGHeader(width: 64, height: 64).inflatedSize == 64 * 257)
        #expect(PNGHeader(width: 3, height: 1, bitDepth: 1, colorType: 0).inflatedSize == 2)
        // The seven passes of 8 × 8 RGB: 1×1, 1×1, 2×1, 2×2, 4×2, 4×4 and 8×4 px.
        #expect(
            PNGHeader(width: 8, height: 8, bitDepth: 8, colorType: 2, interlaced: true).inflatedSize
                == 4 + 4 + 7 + 14 + 26 + 52 + 100)
        // Sizes past what `Int` holds saturate.
        let largest = Int(Int32.max)
        #expect(PNGHeader(width: largest, height: largest, bitDepth: 16).byteLimit == .max)
        #expect(ArtBudget.decodedBytes == 4 * PNGHeader(width: 8192, height: 8192).decodedSize)
    }
}
