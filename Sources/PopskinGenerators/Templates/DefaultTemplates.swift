/// The default templates, by name (path under templates/ without `.mustache`).
enum DefaultTemplates {
    static let all = Dictionary(
        uniqueKeysWithValues: EmbeddedFiles.files(under: "templates/").map {
            (String($0.path.dropLast(".mustache".count)), $0.text)
        })
}
