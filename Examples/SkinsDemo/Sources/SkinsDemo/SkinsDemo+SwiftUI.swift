// The SwiftUI route beside the UIKit one: the same generated skins as a tooltip's bubble and as a real popover.
// SwiftUI and UIKit exist on Apple platforms only; elsewhere (the Linux CI) this file compiles to nothing.
#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PopskinRuntime
import SwiftUI

/// A hint drawn in SwiftUI, in ocean's bubble with the arrow on top.
@available(iOS 15.0, *)
public struct DemoTooltip: View {
    public var text: String

    public init(_ text: String) { self.text = text }

    public var body: some View {
        Text(text).popskinBackground(.ocean, arrowEdge: .top)
    }
}

/// A button whose popover is a UIKit popover in coral's skin, presented from SwiftUI.
@available(iOS 15.0, *)
public struct DemoPopoverButton: View {
    @State private var shown = false

    public init() {}

    public var body: some View {
        Button("Show coral") { shown = true }
            .popskinPopover(isPresented: $shown, skin: CoralPopoverBackgroundView.self, arrowEdge: .bottom) {
                Text("A coral popover from SwiftUI").padding()
            }
    }
}
#endif
