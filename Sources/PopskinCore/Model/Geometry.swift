/// Edge insets in points, in UIEdgeInsets order.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets(all: 0)

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
        self.width = width
        self.height = height
    }
}

/// A 2-D offset in points (shadow offset).
public struct Offset: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
