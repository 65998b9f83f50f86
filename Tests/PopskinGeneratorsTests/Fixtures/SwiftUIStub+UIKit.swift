// SwiftUI's bridges to UIKit that `popskinPopover` uses, in the same stub module as SwiftUIStub.swift (which imports
// the UIKit stub module, as SwiftUI on iOS imports UIKit). Declared as Apple's documentation pages give them (iOS 26
// SDK; cited per block).
//
// It also runs: the presentation probe makes `UIHostingController`s through it; they keep their root view and
// report a fixed size (`stubFittingSize`), which is the probe's, not API the runtime may use.
import UIKit

// https://developer.apple.com/documentation/swiftui/uihostingcontroller: `@MainActor @preconcurrency open class
// UIHostingController<Content> : UIViewController where Content : View`, iOS 13+; `init(rootView:)`, `var rootView:
// Content`, `func sizeThatFits(in size: CGSize) -> CGSize`; /sizingoptions: `var sizingOptions:
// UIHostingControllerSizingOptions`, iOS 16+, an OptionSet with `preferredContentSize` and `intrinsicContentSize`.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    /// The probe's: what `sizeThatFits(in:)` answers.
    public static var stubFittingSize: CGSize { CGSize(width: 180, height: 64) }
    @available(iOS 16.0, tvOS 16.0, *)
    public var sizingOptions: UIHostingControllerSizingOptions {
        get { storedSizingOptions }
        set {
            storedSizingOptions = newValue
            // With `.preferredContentSize` the controller keeps it equal to the content's ideal size.
            if newValue.contains(.preferredContentSize) { preferredContentSize = Self.stubFittingSize }
        }
    }
    private var storedSizingOptions = UIHostingControllerSizingOptions()

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not the probe's") }

    public func sizeThatFits(in size: CGSize) -> CGSize { Self.stubFittingSize }
}

@available(iOS 16.0, tvOS 16.0, *)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentable: `@MainActor @preconcurrency protocol
// UIViewRepresentable : View where Self.Body == Never`, iOS 13+; `associatedtype UIViewType: UIView`,
// `associatedtype Coordinator = Void`, makeUIView(context:), updateUIView(_:context:), `static func
// dismantleUIView(_:coordinator:)` and makeCoordinator() with defaults; `typealias Context =
// UIViewRepresentableContext<Self>`, whose `coordinator` and `environment` the representable reads.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    func makeUIView(context: Self.Context) -> Self.UIViewType
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    func makeCoordinator() -> Self.Coordinator
    typealias Context = UIViewRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() {}
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
}
