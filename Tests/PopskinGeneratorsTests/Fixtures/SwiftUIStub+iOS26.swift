// SwiftUI's Liquid Glass (iOS 26 SDK), in the same stub module as SwiftUIStub.swift, as Apple's pages declare it.
// Only type-checked: nothing here draws.

// https://developer.apple.com/documentation/swiftui/glass: `struct Glass`, Equatable, Sendable; iOS, iPadOS, Mac
// Catalyst, macOS, tvOS and watchOS 26 (not visionOS); `static var regular: Glass`, `static var clear: Glass`,
// /glass/tint(_:): `func tint(_ color: Color?) -> Glass`, /glass/interactive(_:): `func interactive(_ isEnabled: Bool =
// true) -> Glass`.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct Glass: Equatable, Sendable {
    public static var regular: Glass { Glass() }
    public static var clear: Glass { Glass() }
    public func tint(_ color: Color?) -> Glass { self }
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

// https://developer.apple.com/documentation/swiftui/defaultglasseffectshape: the capsule `glassEffect` uses by
// default, a Shape.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct DefaultGlassEffectShape: Shape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

// https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:): `nonisolated func glassEffect(_ glass:
// Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View`; iOS 26 as Glass.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension View {
    public nonisolated func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape())
        -> some View
    { _ModifiedView<Self>() }
}
