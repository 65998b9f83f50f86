// The slice of SwiftUI that PopskinRuntime's shape uses, declared as Apple's documentation for the iOS 26 SDK gives
// each declaration (developer.apple.com/documentation/swiftui, its `.md` pages; cited per block), so a type-check
// here means something on Apple platforms. Where a stub is kinder than the SDK, code that fails on a Mac passes here:
// keep every isolation, `Sendable` and availability below as the page gives it.
//
// Not verified (no interface file was at hand, only the documentation pages): how the SDK declares Shape's default
// `body` (its type is `_ShapeView<Self, ForegroundStyle>`; here a stand-in of the same isolation); Path's internal
// storage and its `@unchecked` Sendable; the `transform:` parameter of Path's methods, left out (it would need a
// CGAffineTransform, which the UIKit stub declares too, and nothing here passes one).
//
// It also runs: `PopoverShapeProbeTests` links it into a program that asks the shape for its path. For that, `Path`
// records what was added to it (`elements`), which is the probe's, not API the runtime may use.
@_exported import Foundation  // SwiftUI re-exports Foundation and CoreGraphics (CGFloat, CGPoint, CGRect)

// https://developer.apple.com/documentation/swiftui/angle: `@frozen struct Angle`, iOS 13+; Hashable, Comparable,
// Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

// https://developer.apple.com/documentation/swiftui/path: `@frozen struct Path`, iOS 13+; Equatable, Sendable.
// https://developer.apple.com/documentation/swiftui/path/move(to:), addline(to:), closesubpath(),
// addarc(center:radius:startangle:endangle:clockwise:transform:): mutating, no isolation.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Path: Equatable, Sendable {
    /// The probe's: what was added, in order, as it was given.
    public enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case arc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public mutating func move(to end: CGPoint) { elements.append(.move(end)) }
    public mutating func addLine(to end: CGPoint) { elements.append(.line(end)) }
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        elements.append(
            .arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }
    public mutating func closeSubpath() { elements.append(.close) }
}

// https://developer.apple.com/documentation/swiftui/view: `@MainActor @preconcurrency protocol View`, iOS 13+, with
// `associatedtype Body: View` and (view/body-8kl5o) `@ViewBuilder @MainActor @preconcurrency var body: Self.Body
// { get }`, so a body is a view builder without saying so.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/never: Never is a View whose body is Never.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/vectorarithmetic: `protocol VectorArithmetic: AdditiveArithmetic`.
// https://developer.apple.com/documentation/swiftui/emptyanimatabledata: `@frozen struct EmptyAnimatableData`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

// https://developer.apple.com/documentation/swiftui/animatable: `protocol Animatable`, iOS 13+, not actor-isolated;
// `associatedtype AnimatableData: VectorArithmetic`, `var animatableData: Self.AnimatableData { get set }`, whose
// default (animatabledata-6nydg) is EmptyAnimatableData: nothing animates.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

// https://developer.apple.com/documentation/swiftui/layoutdirectionbehavior: `enum LayoutDirectionBehavior`, iOS 17+,
// `case fixed`, `case mirrors(in: LayoutDirection)`, `static var mirrors` (right to left).
// https://developer.apple.com/documentation/swiftui/layoutdirection: `enum LayoutDirection`, iOS 13+.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum LayoutDirectionBehavior: Hashable, Sendable {
    case fixed
    case mirrors(in: LayoutDirection)
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

// https://developer.apple.com/documentation/swiftui/shape: `nonisolated protocol Shape: Sendable, Animatable, View`,
// iOS 13+ (Sendable since the iOS 17 SDK). Requirements: shape/path(in:) `nonisolated func path(in rect: CGRect)
// -> Path`; shape/layoutdirectionbehavior (iOS 17+) `nonisolated var layoutDirectionBehavior`, defaulting to
// `.mirrors` when deploying on iOS 17 and later (`.fixed` before). sizeThatFits(_:) and `role` are left out: the
// shape keeps their defaults.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public nonisolated protocol Shape: Sendable, Animatable, View {
    nonisolated func path(in rect: CGRect) -> Path
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    // A shape's default body (`_ShapeView<Self, ForegroundStyle>` in the SDK): the shape filled.
    public var body: ShapeFill<Self> { ShapeFill(shape: self) }
}

/// The stand-in for SwiftUI's `_ShapeView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ShapeFill<Content: Shape>: View {
    public var shape: Content
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/insettableshape: `protocol InsettableShape: Shape`, iOS 13+;
// insettableshape/insetshape `associatedtype InsetShape: InsettableShape`; insettableshape/inset(by:)
// `nonisolated func inset(by amount: CGFloat) -> Self.InsetShape`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}
