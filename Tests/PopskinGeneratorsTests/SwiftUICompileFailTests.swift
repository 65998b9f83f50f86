import Foundation
import PopskinTestSupport
import Testing

@testable import PopskinGenerators

/// Wrong uses of the SwiftUI API fail to compile, each with an error that names the mistake: a type that is not a
/// skin class (or a skin's value where its class is wanted), a skin name the registry does not have, and an arrow edge
/// that is not one edge. Each case is checked
/// against its correct twin, which compiles, so a failure for another reason cannot pass.
@Suite(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc)) struct SwiftUICompileFailTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var wrong: String
        var right: String
        /// What swiftc must say about `wrong`.
        var error: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "not a skin class",
            wrong: "EmptyView().popskinPopover(isPresented: shown, skin: String.self) { EmptyView() }",
            right:
                "EmptyView().popskinPopover(isPresented: shown, skin: MbRedPopoverBackgroundView.self) { EmptyView() }",
            error: "cannot convert value of type 'String.Type' to expected argument type "
                + "'PopskinPopoverBackgroundView.Type'"),
        Case(
            name: "not a skin of the registry",
            wrong: "EmptyView().popskinBackground(.mbPurple, arrowEdge: .top)",
            right: "EmptyView().popskinBackground(.mbRed, arrowEdge: .top)",
            error: "type 'PopoverSkin' has no member 'mbPurple'"),
        Case(
            name: "a bubble's arrow stands on one edge",
            wrong: "EmptyView().popskinBackground(.mbRed, arrowEdge: .any)",
            right: "EmptyView().popskinBackground(.mbRed, arrowEdge: .leading)",
            error: "type 'Edge' has no member 'any'"),
        Case(
            name: "the popover's arrow edge is SwiftUI's, not UIKit's",
            wrong: "EmptyView().popskinPopover(isPresented: shown, skin: MbRedPopoverBackgroundView.self, "
                + "arrowEdge: .up) { EmptyView() }",
            right: "EmptyView().popskinPopover(isPresented: shown, skin: MbRedPopoverBackgroundView.self, "
                + "arrowEdge: .top) { EmptyView() }",
            error: "type 'Edge?' has no member 'up'"),
        Case(
            name: "the hosted background takes the skin's class, not its value",
            wrong: "EmptyView().popskinBackground(hosting: PopoverSkin.mbRed, arrowEdge: .top)",
            right: "EmptyView().popskinBackground(hosting: MbRedPopoverBackgroundView.self, arrowEdge: .top)",
            error: "cannot convert value of type 'PopoverSkin' to expected argument type "
                + "'PopskinPopoverBackgroundView.Type'"),
    ]

    static func source(_ use: String) -> String {
        """
        import PopskinRuntime
        import SwiftUI

        struct Use: View {
            var shown: Binding<Bool>
            var body: some View {
                \(use)
            }
        }

        """
    }

    @Test(arguments: cases) func aWrongUseFailsWithAReadableError(_ example: Case) throws {
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: GeneratedSwiftTypecheckTests.repository.path)
        let scratch = try GeneratedSwiftTypecheckTests.temporaryFolder("compile-fail")
        let right = try GeneratedSwiftTypecheckTests.typecheck(
            files, mode: .swift6, in: scratch, extraSources: [("Use.swift", Self.source(example.right))])
        #expect(right.0 == 0, "the correct use should compile:\n\(right.1)")
        let wrong = try GeneratedSwiftTypecheckTests.typecheck(
            files, mode: .swift6, in: scratch, extraSources: [("Use.swift", Self.source(example.wrong))])
        #expect(wrong.0 != 0)
        #expect(wrong.1.contains("error: " + example.error), "\(wrong.1)")
    }
}
