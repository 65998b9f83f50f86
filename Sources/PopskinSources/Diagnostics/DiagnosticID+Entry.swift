extension DiagnosticID {
    /// What popskin says about this id: its level, a one-line summary, an explanation and, where a small project
    /// shows it, a failing and a fixed example. Every id has one (the switch names each case, so a new id does not
    /// compile without its entry); `popskin explain-diagnostic` and `docs/reference/diagnostics.md` print them.
    public var entry: DiagnosticEntry {
        switch self {
        // Schema: DiagnosticEntry+Schema.swift
        case .yamlSyntax: return .yamlSyntax
        case .yamlLimit: return .yamlLimit
        case .unknownKey: return .unknownKey
        case .typeMismatch: return .typeMismatch
        case .missingRequired: return .missingRequired
        case .badColor: return .badColor
        case .badInsets: return .badInsets
        case .badName: return .badName
        case .badPath: return .badPath
        case .duplicateKey: return .duplicateKey
        case .duplicateTheme: return .duplicateTheme
        case .duplicateToken: return .duplicateToken

        // References and the project: DiagnosticEntry+Project.swift
        case .extendsMissing: return .extendsMissing
        case .extendsCycle: return .extendsCycle
        case .refMissing: return .refMissing
        case .refCycle: return .refCycle
        case .ioError: return .ioError
        case .unknownName: return .unknownName
        case .generator: return .generator

        // Geometry: DiagnosticEntry+Geometry.swift
        case .fixedArrowMetrics: return .fixedArrowMetrics
        case .arrowImageSize: return .arrowImageSize
        case .artLimit: return .artLimit
        case .arrowFitsCorners: return .arrowFitsCorners
        case .tipRadiusLimit: return .tipRadiusLimit
        case .clearanceCoversCorner: return .clearanceCoversCorner
        case .capFits: return .capFits
        case .capCoversCorner: return .capCoversCorner
        case .contentGEBorder: return .contentGEBorder
        case .contentInsideCorner: return .contentInsideCorner
        case .fillRadius: return .fillRadius
        case .overlapLTCap: return .overlapLTCap
        case .shadowFits: return .shadowFits
        case .gradientSideSeam: return .gradientSideSeam
        case .artUnused: return .artUnused
        case .fillUnused: return .fillUnused
        case .materialHidden: return .materialHidden

        // Appearances, generators and builds: DiagnosticEntry+Build.swift
        case .appearanceGeometry: return .appearanceGeometry
        case .appearanceIncomplete: return .appearanceIncomplete
        case .qmuiUnsupported: return .qmuiUnsupported
        case .buildPartial: return .buildPartial
        case .outputStale: return .outputStale
        case .outputUnowned: return .outputUnowned
        case .otherThemes: return .otherThemes

        // Packages: DiagnosticEntry+Package.swift
        case .packageConflict: return .packageConflict
        case .packageNotFound: return .packageNotFound
        case .packageRetag: return .packageRetag
        case .packageIntegrity: return .packageIntegrity
        case .packageUnsafe: return .packageUnsafe
        case .packageOffline: return .packageOffline
        case .packageLocked: return .packageLocked

        // Design tokens: DiagnosticEntry+Tokens.swift
        case .jsonSyntax: return .jsonSyntax
        case .jsonLimit: return .jsonLimit
        case .tokenFormat: return .tokenFormat
        case .tokenValue: return .tokenValue
        case .tokenReference: return .tokenReference
        case .tokenDeprecated: return .tokenDeprecated
        case .resolverFormat: return .resolverFormat
        case .tokenUnusable: return .tokenUnusable
        case .tokenLossy: return .tokenLossy
        case .colorGamut: return .colorGamut
        case .tokenProblemsUnused: return .tokenProblemsUnused
        case .tokenHexFallback: return .tokenHexFallback
        case .tokenLegacyColor: return .tokenLegacyColor
        case .tokenTypeInferred: return .tokenTypeInferred
        case .tokenStudioSource: return .tokenStudioSource
        case .colorP3Images: return .colorP3Images
        case .tokenModesIgnored: return .tokenModesIgnored
        }
    }
}
