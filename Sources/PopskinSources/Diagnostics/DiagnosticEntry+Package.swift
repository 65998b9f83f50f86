/// The entries of the package ids: resolving, fetching, the lock and the cache (`DiagnosticID.entry` picks them).
/// Most need git repositories with tagged releases to show, which the files of an example cannot hold.
extension DiagnosticEntry {
    static let packageConflict = DiagnosticEntry(
        .error, "No version satisfies every requirement on a package (both chains and a fix are printed)",
        explanation: """
            popskin resolves one version of each package for the whole graph, as SwiftPM does. When two
            requirements on a package (the project's and a dependency's, or two dependencies') have no release in
            common, or name it at two different URLs, the error prints both requirement chains, the releases there
            are, and one fix: a requirement in popskin.yaml both accept, a newer release of the dependency that
            asks for the package, or one URL for it in every manifest. An example needs git repositories with
            tagged releases, so none is shown.
            """)

    static let packageNotFound = DiagnosticEntry(
        .error, "No release matches, or the repository cannot be fetched",
        explanation: """
            `popskin package resolve`, `update` and `fetch` get packages with the system git. A requirement that
            no release tag satisfies (the message lists the releases there are or, when there are none, the tags
            that are not versions and a branch to follow instead), a branch or commit the repository does not have,
            a locked revision that is gone from it, a URL git cannot fetch (with git's own message), and git itself
            missing are reported under this id, at the dependency's name in popskin.yaml (a locked revision at its
            entry in popskin.lock). Check the URL and the requirement, and that the package's releases are tagged
            `X.Y.Z` or `vX.Y.Z`. The example names a repository that is not there; a fixed one
            needs a real repository, so none is shown.
            """,
        failing: DiagnosticExample(
            [
                (
                    "popskin.yaml",
                    """
                    dependencies:
                      brand: {git: /srv/git/brand-themes.git, from: 2.1.0}
                    """
                )
            ], command: "popskin package resolve"))

    static let packageRetag = DiagnosticEntry(
        .errorOrWarning, "A released tag now names other content (identical content is a warning)",
        explanation: """
            A released version must never change. When a tag recorded in popskin.lock now names a commit whose
            files hash differently, resolving stops with this error, naming the package, the version and both
            revisions, since the same version would otherwise build differently. Ask the maintainers for a new
            version, or accept the new content with `popskin package update NAME --accept-retag`, which reports it
            as a warning; a tag moved to a commit with the very same files is a warning too, and the lock is kept.
            An example needs a repository whose tag was moved, so none is shown.
            """)

    static let packageIntegrity = DiagnosticEntry(
        .error, "A fetched or stored tree does not hash to the lock's integrity",
        explanation: """
            popskin.lock records for each package a SHA-256 over its files (not over commit ids), and every fetch
            checks it, so a tree that hashes otherwise means that the lock or the repository was altered.
            `popskin package verify` re-hashes the cache's copies and reports one that was changed under this id
            too: delete that copy (the message names its folder) and run `popskin package fetch`. An example needs
            a repository and a cache, so none is shown.
            """)

    /// PACKAGE-UNSAFE's failing example: a path dependency on a folder that is not there.
    private static let missingPathDependencyProject = DiagnosticExample([
        (
            "popskin.yaml",
            """
            dependencies:
              drafts: {path: draft-themes}
            """
        )
    ])

    static let packageUnsafe = DiagnosticEntry(
        .errorOrWarning, "A package with a symlink, a submodule or a path leaving it",
        explanation: """
            A package is read as plain files: a symbolic link or a submodule could reach anywhere on the machine
            that builds it, so a fetched package holding one, or a path leaving it, is refused, and so is a path
            dependency whose folder is a link, holds one, or is not there (as in the example). A fetched package
            whose own popskin.yaml names a path dependency gets a warning instead: that folder is on its author's
            machine, so the dependency is ignored. Replace links with the files themselves, and point `path:` at a
            folder that exists.
            """,
        failing: missingPathDependencyProject,
        fixed: missingPathDependencyProject.changing(
            "draft-themes/themes/ocean.yaml", to: DiagnosticExample.minimalTheme))

    /// PACKAGE-OFFLINE's and PACKAGE-LOCKED's examples: a git dependency, and no lock.
    private static let gitDependencyProject = DiagnosticExample([
        (
            "popskin.yaml",
            """
            dependencies:
              brand: {git: "https://github.com/acme/brand-themes", from: 2.1.0}
            """
        )
    ])

    static let packageOffline = DiagnosticEntry(
        .error, "`--offline` (or a build) needs something the cache does not have",
        explanation: """
            With `--offline` (or `--frozen`) popskin does not touch the network, and builds never do: they read
            packages through popskin.lock from the shared cache only. A package that is not in the cache is then an
            error naming it; run `popskin package fetch` once with network to fill the cache from the lock. The
            example resolves offline with an empty cache; its fix needs the network, so none is shown.
            """,
        failing: gitDependencyProject.running("popskin package resolve --offline"))

    static let packageLocked = DiagnosticEntry(
        .error, "`--locked`: the lock would change; or the lock is missing, stale or conflicted",
        explanation: """
            Builds and `theme validate` take git dependencies from popskin.lock and never resolve on their own, so
            a project with git dependencies and no lock, a lock whose entry no longer answers the manifest's
            requirement, or a lock with merge conflict markers is an error. With `--locked` (or `--frozen`),
            `package resolve` and `update` fail too when the lock would change, so CI builds what was committed. Run
            `popskin package resolve` (it also settles merge conflicts) and commit popskin.lock; that needs the
            repository, so no fixed example is shown.
            """,
        failing: gitDependencyProject)
}
