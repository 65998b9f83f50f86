import PopskinTestSupport
import Testing

/// Kinds of test a quick inner loop leaves out: `POPSKIN_SKIP_TAGS=process swift test` (README).
extension Tag {
    /// Starts a program: the built `popskin`, git, python3, rsvg-convert, a generator's script.
    @Tag static var process: Self
}

extension Trait where Self == ConditionTrait {
    /// Off when `POPSKIN_SKIP_TAGS` names one of `tags`: SwiftPM 6.3's `swift test --skip` matches names, not tags.
    static func unlessSkipped(_ tags: Tag...) -> Self {
        .disabled(if: tags.contains { TestPaths.skips(tag: "\($0)") }, "POPSKIN_SKIP_TAGS names its tag")
    }
}
