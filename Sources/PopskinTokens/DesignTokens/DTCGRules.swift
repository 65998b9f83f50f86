/// How strictly DTCG documents are read. `tokens check` (and the conformance suite) holds them to the
/// specification; a project reads what published exports write — Terrazzo's and Figma's extra types, a short or
/// disagreeing `hex` fallback — each departure a warning at its place (an error under `--strict`), so one export
/// that strays does not refuse the tokens a theme draws.
public enum DTCGRules: Sendable {
    case specification
    case published
}
