import Foundation
import PopskinCore
import PopskinSources

/// Hand-made art a theme names (`arrow.image`, `background.image`, `background.variants.*.image`), at the scale a
/// build or a render asks for. A file supplied for that scale is used as it is; a missing scale is resampled from
/// the nearest larger scale supplied (else the largest), so art is scaled down whenever it can be.
public enum SuppliedArt {
    /// Why art could not be had.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public enum Kind: Hashable, Sendable {
            /// No file of the image exists at any scale.
            case missing
            /// A file that does not start as a PNG does.
            case notPNG
            /// A file that cannot be read, or that cairo cannot decode.
            case unreadable
            /// More than `SuppliedArt.maximumSide` pixels a side, as supplied or once resampled.
            case tooLarge
            /// More bytes than its declared pixels can need (`PNGHeader.byteLimit`), or more decoded pixels than a
            /// budget allows (`ArtBudget`).
            case overBudget
            /// Broken chunks or checksums, or image data that is not zlib's or inflates past its header's size.
            case damaged
        }

        public var kind: Kind
        /// The file concerned, relative to the project root.
        public var file: String
        public var description: String
    }

    /// The most pixels a side that supplied or resampled art may have.
    public static let maximumSide = PixelSize.maximum

    /// The PNG bytes of `image` at `scale` (≥ 1): the supplied file's bytes unchanged when there is one for that
    /// scale, otherwise a resampled copy written by `PNGEncoder` (deterministic). The files are taken from `inputs`,
    /// as it read them. Throws `Failure`, or `PNGEncoder.Failure`.
    public static func png(for image: ImageReference, scale: Int, inputs: InputSnapshot) throws -> [UInt8] {
        let source = try Source(image, scale: scale, inputs: inputs)
        guard source.scale == scale else { return try PNGEncoder.encode(source.resampled(to: scale)) }
        // Checked whole before it is copied: a damaged file or a bomb never reaches a catalog.
        return try source.checkedBytes()
    }

    /// The pixels of `image` at `scale` (≥ 1), decoded from the file for that scale or resampled as `png` does.
    /// Throws `Failure`.
    public static func image(for image: ImageReference, scale: Int, inputs: InputSnapshot) throws -> RGBAImage {
        try Source(image, scale: scale, inputs: inputs).resampled(to: scale)
    }
}

extension SuppliedArt {
    /// The supplied file that art at a given scale is made from, with its PNG header already checked.
    struct Source {
        /// As shown: relative to the project root, or `@package/…`.
        var file: String
        var scale: Int
        var header: PNGHeader
        /// The file's bytes, as the snapshot read them.
        var bytes: [UInt8]

        init(_ image: ImageReference, scale: Int, inputs: InputSnapshot) throws {
            precondition(scale > 0, "a scale is at least 1")
            let found = ScaledImageFiles(image, in: inputs)
            guard let chosen = found.source(for: scale) else {
                if let (file, problem) = found.refused.first {
                    throw Failure(kind: .unreadable, file: file, description: "cannot read \(file): \(problem)")
                }
                throw Failure(
                    kind: .missing, file: image.path,
                    description: "\(image.path) not found (nor its @2x or @3x files)")
            }
            file = chosen.path
            self.scale = chosen.scale
            switch inputs.art(chosen.input) {
            case .success(let art): (header, bytes) = (art.header, art.bytes)
            case .failure(.unreadable(let problem)):
                throw Failure(kind: .unreadable, file: file, description: "cannot read \(file): \(problem)")
            case .failure(.notPNG): throw Failure(kind: .notPNG, file: file, description: "\(file) is not a PNG file")
            case .failure(.tooLarge(let header, let size)):
                throw Failure(kind: .overBudget, file: file, description: header.overLimit(file, size: size))
            }
            // Checked before decoding, so a hostile header cannot make cairo allocate gigabytes.
            guard header.width <= SuppliedArt.maximumSide, header.height <= SuppliedArt.maximumSide else {
                throw Failure(
                    kind: .tooLarge, file: file,
                    description: "\(file) is \(header.width)×\(header.height) px; supplied art may have at "
                        + "most \(SuppliedArt.maximumSide) px a side")
            }
        }

        /// The file's bytes, checked whole (chunks, checksums, the size its data inflates to) before anything
        /// decodes or copies them.
        func checkedBytes() throws -> [UInt8] {
            do {
                try PNGIntegrity.check(bytes, header: header)
            } catch {
                throw Failure(kind: .damaged, file: file, description: "\(file) cannot be used: \(error)")
            }
            return bytes
        }
    }
}
