// The slice of SwiftUI's views, modifiers and environment that `popskinBackground` and `popskinPopover` use, in the
// same stub module as SwiftUIStub.swift and after the same documentation (developer.apple.com/documentation/swiftui,
// iOS 26 SDK; cited per block). View modifiers are `nonisolated` as the iOS 26 pages give them; their results are
// opaque (`some View`) as in the SDK, over stand-ins of no further use.
//
// Only type-checked: nothing here draws. Not verified against an interface file: which modifiers the SDK marks
// `@preconcurrency`, and Binding's and Anchor's `Sendable` conformances (left out, which is stricter).

// https://developer.apple.com/documentation/swiftui/viewbuilder: `@resultBuilder struct ViewBuilder`; buildBlock
// takes a parameter pack (iOS 17 SDK and later), buildIf gives an Optional, buildEither a _ConditionalContent,
// buildLimitedAvailability an AnyView.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView()
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview, /anyview: `@frozen struct`, View.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyView: View {
    public nonisolated init() {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyView: View {
    public nonisolated init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/view/body-swift.property (Optional): Optional is a View when
// its wrapped value is.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/edge: `@frozen enum Edge: Int8, CaseIterable`; Hashable,
// Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    // https://developer.apple.com/documentation/swiftui/edge/set: `@frozen struct Set: OptionSet`, Sendable.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
    }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets: `@frozen struct EdgeInsets: Equatable`, Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

// https://developer.apple.com/documentation/swiftui/unitpoint: `@frozen struct UnitPoint: Hashable`, Sendable.
// https://developer.apple.com/documentation/swiftui/alignment: `@frozen struct Alignment: Equatable`, Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
}

// https://developer.apple.com/documentation/swiftui/colorscheme, /colorschemecontrast: enums, CaseIterable,
// Hashable, Sendable. https://developer.apple.com/documentation/swiftui/environmentvalues: `struct
// EnvironmentValues`; colorScheme, displayScale, layoutDirection are read-write, colorSchemeContrast and
// accessibilityReduceTransparency read-only.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    public init() {}
    public var colorScheme: ColorScheme = .light
    public var displayScale: CGFloat = 2
    public var layoutDirection: LayoutDirection = .leftToRight
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    public var accessibilityReduceTransparency: Bool { false }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty, /environment: `@frozen @propertyWrapper struct
// Environment<Value>: DynamicProperty`, `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`, `var wrappedValue:
// Value { get }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// https://developer.apple.com/documentation/swiftui/binding: `@frozen @propertyWrapper @dynamicMemberLookup struct
// Binding<Value>`; `wrappedValue { get nonmutating set }`, `init(get:set:)` with escaping closures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { (self.get, self.set) = (get, set) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

// https://developer.apple.com/documentation/swiftui/state: `@frozen @propertyWrapper struct State<Value>:
// DynamicProperty`, `init(wrappedValue:)`, `wrappedValue { get nonmutating set }`, `projectedValue: Binding<Value>`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
    private let initial: Value
    public init(wrappedValue value: Value) { initial = value }
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { self.initial }, set: { _ in }) }
}

// https://developer.apple.com/documentation/swiftui/text: `@frozen struct Text: Equatable, Sendable`, a View;
// `init<S: StringProtocol>(_ content: S)`. https://developer.apple.com/documentation/swiftui/button: `struct
// Button<Label: View>: View`; `init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void)` where
// Label == Text.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: Equatable, Sendable, View {
    public nonisolated init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:), iOS 17+: `nonisolated func
// foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Text {
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    public nonisolated init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

// https://developer.apple.com/documentation/swiftui/image: `@frozen struct Image: Equatable, Sendable`, a View;
// `init(systemName: String)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image: Equatable, Sendable, View {
    public nonisolated init(systemName: String) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/shapestyle: `protocol ShapeStyle: Sendable`.
// https://developer.apple.com/documentation/swiftui/color: `@frozen struct Color: Hashable, CustomStringConvertible,
// Sendable` (ShapeStyle, View); `Color.RGBColorSpace` (sRGB, sRGBLinear, displayP3); `init(_ colorSpace:
// Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)`; `func opacity(_:)`; `static let clear`, `static let white`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, View {
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
    public nonisolated init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {}
    public nonisolated func opacity(_ opacity: Double) -> Color { self }
    // Not main-actor isolated (the View conformance does not reach them): a Tip's nonisolated `title` uses them.
    public nonisolated static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public nonisolated static let white = Color(red: 1, green: 1, blue: 1)
    public nonisolated var description: String { "Color" }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/gradient, /gradient/stop, /lineargradient: `@frozen struct`s,
// Sendable; `Gradient.Stop(color:location:)`; `LinearGradient(stops:startPoint:endPoint:)`, a ShapeStyle and View.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color, location: CGFloat
        public init(color: Color, location: CGFloat) { (self.color, self.location) = (color, location) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct LinearGradient: ShapeStyle, View, Sendable {
    public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/material: `struct Material`, iOS 15+, Sendable, ShapeStyle;
// ultraThinMaterial, thinMaterial, regularMaterial, thickMaterial, ultraThickMaterial, bar.
// swift-format-ignore: DontRepeatTypeInStaticProperties
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: ShapeStyle, Sendable {
    public static let ultraThinMaterial = Material()
    public static let thinMaterial = Material()
    public static let regularMaterial = Material()
    public static let thickMaterial = Material()
    public static let ultraThickMaterial = Material()
    public static let bar = Material()
}

// https://developer.apple.com/documentation/swiftui/backgroundstyle: `@frozen struct BackgroundStyle: ShapeStyle`,
// iOS 15+; /shapestyle/background: `static var background: BackgroundStyle` where Self == BackgroundStyle.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BackgroundStyle: ShapeStyle, Sendable {
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

// https://developer.apple.com/documentation/swiftui/fillstyle, /blendmode.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

// https://developer.apple.com/documentation/swiftui/rectangle: `@frozen struct Rectangle: Shape`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Rectangle: Shape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

// https://developer.apple.com/documentation/swiftui/zstack, /geometryreader, /geometryproxy: `@frozen struct
// ZStack<Content: View>`, `init(alignment:content:)`; `@frozen struct GeometryReader<Content: View>`, `init(content:
// @escaping (GeometryProxy) -> Content)`; GeometryProxy's `size` and `subscript<T>(_: Anchor<T>) -> T`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ZStack<Content: View>: View {
    public nonisolated init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryReader<Content: View>: View {
    public nonisolated init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
    public var size: CGSize { .zero }
    public subscript<T>(anchor: Anchor<T>) -> T { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/anchor, /anchor/source: `@frozen struct Anchor<Value>`, `@frozen
// struct Source`; `static var bounds` and `static func rect(_:)` where Value == CGRect.
// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor: `enum PopoverAttachmentAnchor`, `case
// rect(Anchor<CGRect>.Source)`, `case point(UnitPoint)`; not frozen.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Anchor<Value> {
    public struct Source {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

// https://developer.apple.com/documentation/swiftui/preferencekey: `protocol PreferenceKey`; `associatedtype Value`,
// `static var defaultValue: Self.Value { get }`, `static func reduce(value:nextValue:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

// https://developer.apple.com/documentation/swiftui/viewmodifier: `@MainActor @preconcurrency protocol
// ViewModifier`, `func body(content: Self.Content) -> Self.Body` (a @ViewBuilder), `typealias Content`.
// https://developer.apple.com/documentation/swiftui/modifiedcontent: `@frozen struct ModifiedContent<Content,
// Modifier>`, a View when Content is a View and Modifier a ViewModifier.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

/// The stand-in for what each modifier returns, opaque behind `some View` as in the SDK.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ModifiedView<Content>: View {
    public var body: Never { fatalError() }
}

// The modifiers, each as its page declares it: https://developer.apple.com/documentation/swiftui/view/ + modifier(_:),
// id(_:), padding(_:) (EdgeInsets and CGFloat), padding(_:_:) (Edge.Set and an optional length), background(alignment:content:) (iOS 15), overlay(alignment:content:)
// (iOS 15), mask(alignment:_:) (iOS 15), clipshape(_:style:), blur(radius:opaque:), offset(x:y:), blendmode(_:),
// compositinggroup(), anchorpreference(key:value:transform:), overlaypreferencevalue(_:alignment:_:) (iOS 15).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
    // id(_:): `nonisolated func id<ID>(_ id: ID) -> some View where ID: Hashable`.
    public nonisolated func id<ID: Hashable>(_ id: ID) -> some View { _ModifiedView<Self>() }
    public nonisolated func padding(_ insets: EdgeInsets) -> some View { _ModifiedView<Self>() }
    public nonisolated func padding(_ length: CGFloat) -> some View { _ModifiedView<Self>() }
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _ModifiedView<Self>()
    }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { _ModifiedView<Self>() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { _ModifiedView<Self>() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> some View
    { _ModifiedView<Self>() }
    public nonisolated func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        _ModifiedView<Self>()
    }
    public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some View { _ModifiedView<Self>() }
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _ModifiedView<Self>() }
    public nonisolated func blendMode(_ blendMode: BlendMode) -> some View { _ModifiedView<Self>() }
    public nonisolated func compositingGroup() -> some View { _ModifiedView<Self>() }
    public nonisolated func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View { _ModifiedView<Self>() }
    // frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:), iOS 13+.
    public nonisolated func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { _ModifiedView<Self>() }
    // task(id:name:priority:file:line:_:), iOS 15+ (the name, file and line are no-ops before iOS 26.4): `nonisolated
    // func task<T>(id: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line:
    // Int = #line, _ action: sending @escaping @isolated(any) () async -> Void) -> some View where T: Equatable`. The
    // action is also `@_inheritActorContext` in the SDK's interface; pages leave underscored attributes off, but a view's
    // `.task { state = … }`, which compiles on Apple platforms, needs it.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func task<T: Equatable>(
        id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
        line: Int = #line, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { _ModifiedView<Self>() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View { _ModifiedView<Self>() }
}

// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:), /shape/stroke(_:linewidth:antialiased:):
// on Shape, nonisolated as the protocol is.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    public nonisolated func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ModifiedView<Self>()
    }
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    { _ModifiedView<Self>() }
}
