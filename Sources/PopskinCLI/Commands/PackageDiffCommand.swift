import ArgumentParser

/// `popskin package diff FROM TO` — to come.
struct PackageDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", abstract: "List theme changes between two tags and the semantic version they need.")

    @OptionGroup var options: ProjectOptions
    @Argument(help: "The earlier tag.") var from: String
    @Argument(help: "The later tag.") var to: String

    func run() throws {
        throw ValidationError("not yet")
    }
}
