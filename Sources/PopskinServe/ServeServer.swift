import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import PopskinCore
import PopskinRuntime

/// `popskin serve`'s HTTP server (Hummingbird on SwiftNIO), on loopback: the page, the cards as JSON, the pictures
/// the project's drawing put in its table, focused drawings, and the event stream. Nothing else: no path from a
/// request ever reaches the file system, and no endpoint writes anything. Every request passes `RequestGate`; every
/// response carries a strict Content-Security-Policy and `nosniff`, and never an `Access-Control-Allow-*` header.
public struct ServeServer: Sendable {
    public let project: LiveProject
    public let events: EventHub
    public let token: String

    public init(project: LiveProject, events: EventHub, token: String) {
        (self.project, self.events, self.token) = (project, events, token)
    }

    /// The headers every response carries.
    static let securityHeaders: [(HTTPField.Name, String)] = [
        (
            .contentSecurityPolicy,
            "default-src 'none'; img-src 'self' blob:; style-src 'self'; script-src 'self'; connect-src 'self'; "
                + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        ),
        (HTTPField.Name("X-Content-Type-Options")!, "nosniff"),
        (HTTPField.Name("Referrer-Policy")!, "no-referrer"),
        (HTTPField.Name("Cross-Origin-Resource-Policy")!, "same-origin"),
        (.cacheControl, "no-store"),
    ]

    /// Serves on `hosts` (127.0.0.1 and, where the machine has it, ::1: loopback only) at `port` (0: any free one,
    /// the same for both) until cancelled; `running` is told the port once the first host is bound. A second host
    /// that cannot be bound (no IPv6) is left out.
    public func run(hosts: [String], port: Int, running: @escaping @Sendable (Int) async -> Void) async throws {
        let gate = GateBox(RequestGate(port: port, token: token))
        let (bound, announce) = AsyncStream<Int>.makeStream()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                try await application(host: hosts[0], port: port, gate: gate) { announce.yield($0) }.run()
            }
            var iterator = bound.makeAsyncIterator()
            guard let chosen = await iterator.next() else { return }
            gate.set(RequestGate(port: chosen, token: token))
            for other in hosts.dropFirst() {
                group.addTask { try? await application(host: other, port: chosen, gate: gate) { _ in }.run() }
            }
            await running(chosen)
            try await group.waitForAll()
        }
    }

    /// One listener's application: the gate, the routes, no log output.
    private func application(
        host: String, port: Int, gate: GateBox, running: @escaping @Sendable (Int) -> Void
    ) -> some ApplicationProtocol {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: GateMiddleware(gate: gate))
        routes(router)
        return Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: nil, backlog: 256, reuseAddress: false),
            onServerRunning: { channel in running(channel.localAddress?.port ?? port) },
            logger: Logger(label: "popskin-serve", factory: { _ in SwiftLogNoOpLogHandler() }))
    }

    private func routes(_ router: Router<BasicRequestContext>) {
        let project = self.project, events = self.events, token = self.token
        router.get("/") { _, _ in Self.response(ServePage.html(token: token), type: "text/html; charset=utf-8") }
        router.get("/page.css") { _, _ in Self.response(ServePage.css, type: "text/css; charset=utf-8") }
        router.get("/page.js") { _, _ in Self.response(ServePage.script, type: "text/javascript; charset=utf-8") }
        router.get("/cards") { _, _ in
            let cards = StructuredValue.object([
                ("settings", project.settings.json), ("cards", .array(project.cards.map(\.json))),
            ])
            return Self.response(JSONWriter.renderCompact(cards), type: "application/json")
        }
        router.get("/p/:name") { _, context in
            guard let name = context.parameters.get("name"), let png = project.pictures.picture(name) else {
                return Self.refusal(404, "no such picture")
            }
            var response = Self.response(png, type: "image/png")
            // A picture's name is its content's hash: it never changes under the same name.
            response.headers[.cacheControl] = "private, max-age=31536000, immutable"
            return response
        }
        router.get("/focus") { request, _ in
            let query = request.uri.queryParameters
            guard let focus = FocusRequest(query: { query[Substring($0)].map(String.init) }) else {
                return Self.refusal(400, "theme, direction, width, height and offset, within their limits")
            }
            do {
                guard
                    let name = try project.focused(
                        focus.theme, direction: focus.direction, size: focus.size, offset: focus.offset,
                        appearance: focus.appearance)
                else { return Self.refusal(404, "no drawing of that theme") }
                return Self.response(
                    JSONWriter.renderCompact(.object([("picture", .string(name))])), type: "application/json")
            } catch {
                return Self.refusal(500, "could not draw")
            }
        }
        // How the cards are drawn (a POST: it changes what every card shows, so it needs the page's Origin). Writes
        // nothing: the settings live in memory.
        router.post("/settings") { request, _ in
            let query = request.uri.queryParameters
            let text = { (name: String) in query[Substring(name)].map(String.init) }
            guard
                let settings = CardSettings(
                    scale: text("scale"), backdrop: text("backdrop"), width: text("width"), height: text("height"),
                    offset: text("offset"))
            else {
                return Self.refusal(
                    400,
                    "scale 2 or 3; backdrop appearance, checker, transparent or RRGGBB; width and height 40 to 1000; "
                        + "offset within ±1000")
            }
            project.settings = settings
            let (redrawn, removed) = project.refresh()
            events.publish(LiveLoop.message(changed: redrawn, removed: removed))
            return Self.response(
                JSONWriter.renderCompact(.object([("redrawn", .number(Double(redrawn.count)))])),
                type: "application/json")
        }
        router.post("/events") { _, _ in
            guard let stream = events.subscribe() else { return Self.refusal(503, "too many open event streams") }
            var response = Response(
                status: .ok,
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: ": popskin\n\n"))
                    for await message in stream { try await writer.write(ByteBuffer(string: message)) }
                    try await writer.finish(nil)
                })
            response.headers[.contentType] = "text/event-stream"
            return response
        }
    }

    static func response(_ text: String, type: String) -> Response {
        response(Array(text.utf8), type: type)
    }

    static func response(_ bytes: [UInt8], type: String) -> Response {
        var response = Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        response.headers[.contentType] = type
        return response
    }

    static func refusal(_ status: Int, _ reason: String) -> Response {
        var response = Response(
            status: HTTPResponse.Status(code: status), body: ResponseBody(byteBuffer: ByteBuffer(string: reason + "\n"))
        )
        response.headers[.contentType] = "text/plain; charset=utf-8"
        return response
    }
}

/// The gate, its port learnt once the server is bound.
final class GateBox: @unchecked Sendable {
    private let lock = NSLock()
    private var gate: RequestGate
    init(_ gate: RequestGate) { self.gate = gate }
    var current: RequestGate { lock.withLock { gate } }
    func set(_ new: RequestGate) { lock.withLock { gate = new } }
}

/// Every request through `RequestGate` first; every response, the router's refusals and errors too, with the
/// security headers and no `Access-Control-Allow-*`.
struct GateMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let gate: GateBox

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let path = request.uri.path
        let refusal = gate.current.check(
            method: request.method.rawValue, host: request.head.authority,
            origin: request.headers[.origin], token: request.uri.queryParameters["t"].map(String.init),
            stream: path == "/events")
        var response: Response
        let names = request.uri.queryParameters.map { String($0.key) }
        if let refusal {
            response = ServeServer.refusal(refusal.status, refusal.reason)
        } else if !gate.current.takes(names, on: path) {
            response = ServeServer.refusal(400, "a query parameter this request does not take")
        } else if request.method != .get && request.method != .head
            && !(request.method == .post && (path == "/events" || path == "/settings"))
        {
            response = ServeServer.refusal(
                405, "popskin serve changes no file: GET, and POST for the stream and settings")
        } else {
            do { response = try await next(request, context) } catch let error as HTTPError {
                response = ServeServer.refusal(Int(error.status.code), "not found")
            } catch {
                response = ServeServer.refusal(500, "error")
            }
        }
        for (name, value) in ServeServer.securityHeaders where response.headers[name] == nil || name != .cacheControl {
            response.headers[name] = value
        }
        for field in response.headers where field.name.rawName.lowercased().hasPrefix("access-control-") {
            response.headers[field.name] = nil
        }
        return response
    }
}
