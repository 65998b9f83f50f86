import Foundation
import PopskinCore

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
        }

        public var kind: Kind
        /// The file concerned, relative to the project root.
        public var file: String
        public var description: String
    }

    /// The most pixels a side that supplied or resampled art may have.
    public static let maximumSide = PixelSize.maximum

    /// The PNG bytes of `image` at `scale` (≥ 1): the supplied file's bytes unchanged when there is one for that
    /// scale, otherwise a resampled copy written by `PNGEncoder` (deterministic). `projectRoot` is the absolute
    /// folder `image.path` is relative to. Throws `Failure`, or `PNGEncoder.Failure`.
    public static func png(for image: ImageReference, scale: Int, projectRoot: String) throws -> [UInt8] {
        let source = try Source(image, scale: scale, projectRoot: projectRoot)
        guard source.scale == scale else { return try PNGEncoder.encode(source.resampled(to: scale)) }
        guard let data = FileManager.default.contents(atPath: source.absolutePath) else {
            throw Failure(kind: .unreadable, file: source.file, description: "cannot read \(source.file)")
        }
        return [UInt8](data)
    }

    /// The pixels of `image` at `scale` (≥ 1), decoded from the file for that scale or resampled as `png` does.
    /// Throws `Failure`.
    public static func image(for image: ImageReference, scale: Int, projectRoot: String) throws -> RGBAImage {
        try Source(image, scale: scale, projectRoot: projectRoot).resampled(to: scale)
    }
}

extension SuppliedArt {
    /// The supplied file that art at a given scale is made from, with its PNG header already checked.
    struct Source {
        /// As shown: relative to the project root, or `@package/…`.
        var file: String
        var absolutePath: String
        var scale: Int
        var header: PNGHeader

        init(_ image: ImageReference, scale: Int, projectRoot: String) throws {
            precondition(scale > 0, "a scale is at least 1")
            let files = ScaledImageFiles(image, projectRoot: projectRoot).files
            guard
                let chosen = files.first(where: { $0.scale == scale }) ?? files.first(where: { $0.scale > scale })
                    ?? files.last
            else {
                throw Failure(
                    kind: .missing, file: image.path,
                    description: "\(image.path) not found (nor its @2x or @3x files)")
            }
            file = chosen.path
            absolutePath = chosen.absolute
            self.scale = chosen.scale
            switch PNGHeader.read(path: absolutePath) {
            case .success(let read): header = read
            case .failure(.missing): throw Failure(kind: .unreadable, file: file, description: "cannot read \(file)")
            case .failure(.notPNG): throw Failure(kind: .notPNG, file: file, description: "\(file) is not a PNG file")
            }
            // Checked before decoding, so a hostile header cannot make cairo allocate gigabytes.
            guard header.width <= SuppliedArt.maximumSide, header.height <= SuppliedArt.maximumSide else {
                throw Failure(
                    kind: .tooLarge, file: file,
                    description: "\(file) is \(header.width)×\(header.height) px; supplied art may have at "
                        + "most \(SuppliedArt.maximumSide) px a side")
            }
        }
    }
}
