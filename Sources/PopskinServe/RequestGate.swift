/// Who may ask `popskin serve` for what: the rules every request passes before it is answered, as plain data so
/// they are tested without a server. The server binds loopback only; these rules keep out what loopback lets in —
/// a page on another site reaching it through DNS rebinding (a foreign `Host`), a page of another origin driving it
/// (`Origin`), another user of the machine (the run's token).
public struct RequestGate: Sendable {
    /// The port the server listens on.
    public var port: Int
    /// The run's secret: every request carries it as `t`.
    public var token: String

    public init(port: Int, token: String) {
        (self.port, self.token) = (port, token)
    }

    /// What a request is refused with: the status and why.
    public struct Refusal: Error, Equatable, Sendable {
        public var status: Int
        public var reason: String
    }

    /// The origin the page is served from, as a browser names it.
    public var origin: String { "http://127.0.0.1:\(port)" }

    /// Whether `host` (the `Host` header) names this server: `127.0.0.1`, `[::1]`, `localhost` or a name under
    /// `.localhost` (which resolvers must answer with loopback, RFC 6761), with this port. Anything else is a name
    /// some DNS answered with 127.0.0.1: a rebinding attack.
    public func isOwnHost(_ host: String) -> Bool {
        let lower = host.lowercased()
        let suffix = ":\(port)"
        guard lower.hasSuffix(suffix) else { return false }
        let name = String(lower.dropLast(suffix.count))
        if name == "127.0.0.1" || name == "[::1]" || name == "localhost" { return true }
        guard name.hasSuffix(".localhost") else { return false }
        let label = name.dropLast(".localhost".count)
        return !label.isEmpty && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
    }

    /// Whether `origin` is one of this server's own origins.
    public func isOwnOrigin(_ origin: String) -> Bool {
        guard origin.hasPrefix("http://") else { return false }
        let host = String(origin.dropFirst("http://".count))
        return !host.contains("/") && isOwnHost(host)
    }

    /// The query parameters each route takes; any other, on any route, is refused: a request means one thing
    /// (no `?raw`, `?import` or `?url` variants of a resource).
    static let parameters: [String: Set<String>] = [
        "/focus": ["t", "theme", "direction", "width", "height", "offset", "appearance"],
        "/settings": ["t", "scale", "backdrop", "width", "height", "offset"],
    ]

    /// Whether every name in `query` is one `path` takes (`t` alone, for all but `/focus`).
    public func takes(_ names: [String], on path: String) -> Bool {
        let allowed = Self.parameters[path] ?? ["t"]
        return names.allSatisfy(allowed.contains) && Set(names).count == names.count
    }

    /// Checks one request. `stream`: the event stream, which also needs `Origin`; any method but GET and HEAD needs
    /// it too. The token is compared in constant time.
    public func check(
        method: String, host: String?, origin: String?, token given: String?, stream: Bool
    ) -> Refusal? {
        guard let host, isOwnHost(host) else {
            return Refusal(status: 421, reason: "this server answers only to 127.0.0.1, [::1] or localhost on its port")
        }
        let safe = method == "GET" || method == "HEAD"
        if stream || !safe {
            guard let origin, isOwnOrigin(origin) else {
                return Refusal(status: 403, reason: "this request needs the page's own Origin")
            }
        }
        guard let given, Self.same(given, token) else {
            return Refusal(
                status: 403, reason: "the run's token is missing or wrong: open the URL popskin serve printed")
        }
        return nil
    }

    /// Equal strings, compared without leaving early.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var difference = x.count ^ y.count
        for index in 0..<min(x.count, y.count) { difference |= Int(x[index] ^ y[index]) }
        return difference == 0
    }

    /// A new token: 32 hexadecimal digits from the system's generator.
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return String(byte >> 4, radix: 16) + String(byte & 15, radix: 16)
        }.joined()
    }
}
