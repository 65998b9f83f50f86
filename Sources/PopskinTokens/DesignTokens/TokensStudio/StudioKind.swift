import PopskinSources

/// What a Tokens Studio token type is read as: the DTCG type popskin lowers it through, or a type nothing in a skin
/// takes. Tokens Studio names types its own way (`sizing`, `boxShadow`, `fontSizes`); DTCG names are read too.
enum StudioKind: Equatable {
    case color, dimension, number, opacity, shadow, border
    /// Typography, font families, line heights, assets…: read only for what other tokens say with them.
    case unsupported(String)

    init(type name: String) {
        switch name {
        case "color": self = .color
        case "sizing", "spacing", "borderRadius", "borderWidth", "dimension", "fontSizes", "fontSize",
            "letterSpacing", "paragraphSpacing":
            self = .dimension
        case "number": self = .number
        case "opacity": self = .opacity
        case "boxShadow", "shadow": self = .shadow
        case "border": self = .border
        default: self = .unsupported(name)
        }
    }
}

/// Why a value could not be read: reported here, or a value popskin cannot draw (said where a theme uses it).
enum StudioFailure: Error {
    /// Already reported (a missing reference, a token that failed before).
    case reported
    case problem(DiagnosticID, String, SourceLocation)
    /// Valid in Tokens Studio, beyond what a skin draws: the message follows "{token} " where a theme uses it.
    case unusable(String)
}
