/// The stable identifier of a kind of problem. Ids are part of popskin's contract (docs/reference/diagnostics.md lists them, from `DiagnosticID.entry`): never
/// rename one.
public enum DiagnosticID: String, CaseIterable, Sendable, Codable {
    // Schema
    case yamlSyntax = "YAML-SYNTAX"
    case yamlLimit = "YAML-LIMIT"
    case unknownKey = "UNKNOWN-KEY"
    case typeMismatch = "TYPE-MISMATCH"
    case missingRequired = "MISSING-REQUIRED"
    case badColor = "BAD-COLOR"
    case badInsets = "BAD-INSETS"
    case badName = "BAD-NAME"
    case badPath = "BAD-PATH"
    case duplicateKey = "DUPLICATE-KEY"
    case duplicateTheme = "DUPLICATE-THEME"
    case duplicateToken = "DUPLICATE-TOKEN"
    case extendsMissing = "EXTENDS-MISSING"
    case extendsCycle = "EXTENDS-CYCLE"
    case refMissing = "REF-MISSING"
    case refCycle = "REF-CYCLE"
    case ioError = "IO-ERROR"
    /// A theme or template named on the command line that the project does not have, or no theme at all to work on.
    case unknownName = "UNKNOWN-NAME"
    case generator = "GENERATOR"

    // Geometry
    case fixedArrowMetrics = "FIXED-ARROW-METRICS"
    case arrowImageSize = "ARROW-IMAGE-SIZE"
    case arrowFitsCorners = "ARROW-FITS-CORNERS"
    /// A tip radius larger than the largest fillet the arrow's triangle admits.
    case tipRadiusLimit = "TIP-RADIUS-LIMIT"
    case clearanceCoversCorner = "CLEARANCE-COVERS-CORNER"
    case capFits = "CAP-FITS"
    case capCoversCorner = "CAP-COVERS-CORNER"
    case contentGEBorder = "CONTENT-GE-BORDER"
    case contentInsideCorner = "CONTENT-INSIDE-CORNER"
    case fillRadius = "FILL-RADIUS"
    case overlapLTCap = "OVERLAP-LT-CAP"
    case shadowFits = "SHADOW-FITS"
    case gradientSideSeam = "GRADIENT-SIDE-SEAM"
    /// Art the theme's style never shows (warning).
    case artUnused = "ART-UNUSED"
    /// A fill under a gradient whose every stop is opaque (warning).
    case fillUnused = "FILL-UNUSED"
    /// Art over popskin's budgets (bytes for its pixels, inflated data, a build's decoded pixels) or damaged.
    case artLimit = "ART-LIMIT"
    /// A fill or gradient with no transparency over a material, which then never shows (warning).
    case materialHidden = "MATERIAL-HIDDEN"

    // Appearances
    /// A metric, inset, radius, border width or shadow extent given per appearance: only colours may vary.
    case appearanceGeometry = "APPEARANCE-GEOMETRY"
    /// Some of a theme's colours change in dark mode and others do not (warning).
    case appearanceIncomplete = "APPEARANCE-INCOMPLETE"

    // Generators
    /// A theme feature QMUIPopupContainerView cannot show, named by the `qmui` generator (warning).
    case qmuiUnsupported = "QMUI-UNSUPPORTED"

    // Builds
    /// `theme build NAME…` left the files every theme shares as they were: another theme has errors.
    case buildPartial = "BUILD-PARTIAL"
    /// `theme build --check`: a generated file that is stale, missing or no longer generated.
    case outputStale = "OUTPUT-STALE"
    /// A generated file would replace a file popskin did not write.
    case outputUnowned = "OUTPUT-UNOWNED"
    /// Problems in other themes (or files no named theme uses) that a command about named themes leaves out (note).
    case otherThemes = "OTHER-THEMES"

    // Packages
    /// No version satisfies every requirement on a package.
    case packageConflict = "PACKAGE-CONFLICT"
    /// A package, version, branch or revision that its repository does not have, or a repository git cannot reach.
    case packageNotFound = "PACKAGE-NOT-FOUND"
    /// A released tag now points at different content.
    case packageRetag = "PACKAGE-RETAG"
    /// A fetched tree does not hash to the integrity the lock recorded.
    case packageIntegrity = "PACKAGE-INTEGRITY"
    /// A symlink, submodule or path leaving the package.
    case packageUnsafe = "PACKAGE-UNSAFE"
    /// `--offline` and something is missing from the cache.
    case packageOffline = "PACKAGE-OFFLINE"
    /// `--locked` and the lock would change.
    case packageLocked = "PACKAGE-LOCKED"

    // Design tokens
    /// A JSON token file that is not well-formed JSON.
    case jsonSyntax = "JSON-SYNTAX"
    /// A JSON file over the size, depth or value-count limits.
    case jsonLimit = "JSON-LIMIT"
    /// A DTCG document's structure or metadata: names, `$type`, properties a group or token does not have.
    case tokenFormat = "TOKEN-FORMAT"
    /// A DTCG value that does not match its type.
    case tokenValue = "TOKEN-VALUE"
    /// A DTCG reference that is malformed, names a group or metadata, or leads to a value of another type.
    case tokenReference = "TOKEN-REFERENCE"
    /// A use of a deprecated token (warning).
    case tokenDeprecated = "TOKEN-DEPRECATED"
    /// A DTCG resolver document that breaks the Resolver module, or inputs it does not take.
    case resolverFormat = "RESOLVER-FORMAT"
    /// A use of an imported token popskin cannot draw at all (an inset shadow, a rem without a base, a type a skin
    /// has no place for).
    case tokenUnusable = "TOKEN-UNUSABLE"
    /// A use of an imported token popskin draws only in part (a spread, layers, a dashed border) (warning).
    case tokenLossy = "TOKEN-LOSSY"
    /// A use of an imported colour outside sRGB, drawn gamut-mapped (warning).
    case colorGamut = "COLOR-GAMUT"
    /// Problems in tokens of a source that no theme uses, summed up in one line (warning).
    case tokenProblemsUnused = "TOKEN-PROBLEMS-UNUSED"
    /// A colour's `hex` fallback of three digits, or one that is not the colour its components give (warning).
    case tokenHexFallback = "TOKEN-HEX-FALLBACK"
    /// Colours written as strings, as drafts before 2025.10 did; one per file (warning).
    case tokenLegacyColor = "TOKEN-LEGACY-COLOR"
    /// A token without `$type` whose value's shape only one type has (warning).
    case tokenTypeInferred = "TOKEN-TYPE-INFERRED"
    /// A theme uses a token that only a Tokens Studio set marked `source` gives (warning).
    case tokenStudioSource = "TOKEN-STUDIO-SOURCE"
    /// A theme uses a Display P3 colour outside sRGB: the images drawn are sRGB (note).
    case colorP3Images = "COLOR-P3-IMAGES"
    /// A DTCG file's tokens hold Terrazzo's `$extensions.mode`, which the project does not map (warning).
    case tokenModesIgnored = "TOKEN-MODES-IGNORED"
}
