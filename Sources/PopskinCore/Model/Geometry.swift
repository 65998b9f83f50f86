import PopskinRuntime

extension SkinInsets {
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// The four sides with their names, top, left, bottom, right.
    public var sides: [(side: Side, value: Double)] {
        [(.top, top), (.left, left), (.bottom, bottom), (.right, right)]
    }

    public subscript(side: Side) -> Double {
        switch side {
        case .top: top
        case .left: left
        case .bottom: bottom
        case .right: right
        }
    }
}

/// One side of a rectangle.
public enum Side: String, Sendable, CaseIterable {
    case top, left, bottom, right
}

/// A size in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        (self.width, self.height) = (width, height)
    }
}
