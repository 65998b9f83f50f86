/// The repository for `theme diff`: two commits of one project. Between them `ocean`'s fill changes through
/// a token, `reef` is added, `old` is removed, `calm` changes only its description (to markup, which a report must
/// show as text) and `steady` is untouched.
public enum DiffFixture {
    public static func theme(fill: String, description: String? = nil) -> String {
        (description.map { "description: '\($0)'\n" } ?? "") + """
            arrow: { base: 20, height: 10 }
            background: { corner-radius: 8, fill: "\(fill)" }
            content: { insets: 8 }

            """
    }

    public static let hostileDescription = "<img src=x onerror=alert(1)>"

    /// Makes the repository `repos/NAME` of `fixture` with both commits; returns it (HEAD is the second commit).
    public static func make(_ fixture: GitFixture, name: String = "project") throws -> GitFixture.Repository {
        let repository = try fixture.repository(name)
        try repository.commit(
            [
                "tokens/palette.yaml": "brand:\n  fill: \"#1060a0\"\n",
                "themes/ocean.yaml": theme(fill: "{brand.fill}"),
                "themes/old.yaml": theme(fill: "#808080"),
                "themes/calm.yaml": theme(fill: "#e0f0e0", description: "Calm"),
                "themes/steady.yaml": theme(fill: "#ffffff"),
            ], message: "first")
        try repository.commit(
            [
                "tokens/palette.yaml": "brand:\n  fill: \"#c03030\"\n",
                "themes/reef.yaml": theme(fill: "#30c0a0"),
                "themes/calm.yaml": theme(fill: "#e0f0e0", description: hostileDescription),
            ], removing: ["themes/old.yaml"], message: "second")
        return repository
    }
}
