/// The files `popskin init` writes: a manifest, an abstract base and one concrete theme.
public enum StarterProject {
    public static func files(packageName: String) -> [(path: String, contents: String)] {
        [
            (
                "popskin.yaml",
                """
                popskin: 1
                name: \(packageName)
                version: 0.1.0
                themes: themes
                outputs:
                  - generator: swift
                    path: Generated/Skins
                  - generator: assets
                    path: Generated/Skins.xcassets

                """
            ),
            (
                "themes/base.yaml",
                """
                # Shared by every theme: fixed arrow metrics and insets, as UIKit requires one set per class.
                abstract: true
                description: Metrics every skin shares
                arrow:
                  base: 36
                  height: 18
                background:
                  corner-radius: 10
                border: { width: 1, color: "#c6c6c6" }
                content:
                  insets: 10

                """
            ),
            (
                "themes/light.yaml",
                """
                extends: base
                description: A light popover with a hairline border
                background:
                  fill: "#ffffff"

                """
            ),
        ]
    }
}
