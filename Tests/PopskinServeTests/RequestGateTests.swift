import PopskinRuntime
import Testing

@testable import PopskinServe

/// The rules every request to `popskin serve` passes (issue 31, item 4), without a server.
@Suite struct RequestGateTests {
    static let gate = RequestGate(port: 8417, token: "0123456789abcdef0123456789abcdef")
    static let token = gate.token

    @Test(arguments: [
        "127.0.0.1:8417", "[::1]:8417", "localhost:8417", "LOCALHOST:8417", "preview.localhost:8417",
    ])
    func ownHostsPass(_ host: String) {
        #expect(Self.gate.check(method: "GET", host: host, origin: nil, token: Self.token, stream: false) == nil)
    }

    /// DNS rebinding: a name some resolver answered with 127.0.0.1, another port, no port, nothing.
    @Test(arguments: [
        "evil.example:8417", "127.0.0.1", "127.0.0.1:80", "localhost:8418", "127.0.0.1.nip.io:8417",
        "localhost.evil.example:8417", ".localhost:8417", "a b.localhost:8417", "", "0.0.0.0:8417",
        "[::ffff:127.0.0.1]:8417",
    ])
    func foreignHostsAreRefused(_ host: String) {
        #expect(
            Self.gate.check(method: "GET", host: host, origin: nil, token: Self.token, stream: false)?.status == 421)
        #expect(Self.gate.check(method: "GET", host: nil, origin: nil, token: Self.token, stream: false)?.status == 421)
    }

    @Test func theTokenIsRequired() {
        let host = "127.0.0.1:8417"
        #expect(Self.gate.check(method: "GET", host: host, origin: nil, token: nil, stream: false)?.status == 403)
        #expect(Self.gate.check(method: "GET", host: host, origin: nil, token: "", stream: false)?.status == 403)
        #expect(
            Self.gate.check(
                method: "GET", host: host, origin: nil, token: String(Self.token.dropLast()), stream: false)?
                .status == 403)
        #expect(
            Self.gate.check(method: "GET", host: host, origin: nil, token: Self.token + "0", stream: false)?.status
                == 403)
    }

    /// The event stream and every method but GET need the page's own Origin, and the token.
    @Test func theStreamAndNonGETsNeedTheOrigin() {
        let host = "127.0.0.1:8417"
        for origin in [
            nil, "null", "http://evil.example", "http://127.0.0.1:8418", "https://127.0.0.1:8417",
            "http://127.0.0.1:8417/x", "file://",
        ] {
            #expect(
                Self.gate.check(method: "GET", host: host, origin: origin, token: Self.token, stream: true)?.status
                    == 403)
            #expect(
                Self.gate.check(method: "POST", host: host, origin: origin, token: Self.token, stream: false)?.status
                    == 403)
        }
        #expect(
            Self.gate.check(
                method: "POST", host: host, origin: "http://127.0.0.1:8417", token: Self.token, stream: true)
                == nil)
        #expect(
            Self.gate.check(method: "POST", host: host, origin: "http://localhost:8417", token: "x", stream: true)?
                .status
                == 403)
    }

    @Test func tokensAreNewEachRun() {
        let a = RequestGate.newToken(), b = RequestGate.newToken()
        #expect(a.count == 32 && a.allSatisfy(\.isHexDigit) && a != b)
    }

    @Test func focusRequestsStayInTheirLimits() {
        func focus(_ fields: [String: String]) -> FocusRequest? { FocusRequest(query: { fields[$0] }) }
        let good = ["theme": "mb-red", "direction": "left", "width": "200", "height": "90", "offset": "-20"]
        #expect(focus(good)?.size.width == 200)
        #expect(focus(good.merging(["appearance": "dark"]) { $1 })?.appearance == .dark)
        for (key, value) in [
            ("width", "0"), ("width", "1001"), ("height", "nan"), ("offset", "1e9"), ("direction", "sideways"),
            ("appearance", "sepia"), ("theme", ""), ("theme", String(repeating: "a", count: 300)),
        ] {
            #expect(focus(good.merging([key: value]) { $1 }) == nil, "\(key)=\(value)")
        }
    }
}

/// The page's settings: read whole or refused.
@Suite struct CardSettingsTests {
    @Test func settingsAreReadWholeOrRefused() {
        #expect(CardSettings(scale: "3", backdrop: "checker")?.under == .checker)
        #expect(CardSettings(scale: "2", backdrop: "transparent")?.scale == 2)
        let colour = CardSettings(scale: "2", backdrop: "1c1c1e")?.under
        let expected = CardSettings.Under.color(SkinColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
        #expect(colour == expected)
        for (scale, backdrop) in [
            ("4", "checker"), ("2", "#1c1c1e"), ("2", "1c1c1"), ("2", "zzzzzz"), ("x", "checker"),
            ("2", "file:///etc/passwd"), ("2", ""),
        ] as [(String, String)] {
            #expect(CardSettings(scale: scale, backdrop: backdrop) == nil, "\(scale) \(backdrop)")
        }
        #expect(CardSettings(scale: nil, backdrop: "checker") == nil)
        let sized = CardSettings(scale: "3", backdrop: "checker", width: "240", height: "160", offset: "-1000")
        #expect(sized?.size.width == 240 && sized?.offset == -1000)
        for (width, height, offset) in [
            ("39", "100", "0"), ("240", "1001", "0"), ("240", nil, "0"), ("240", "160", "2000"),
            ("240", "160", "nan"),
        ] as [(String?, String?, String?)] {
            #expect(CardSettings(scale: "2", backdrop: "checker", width: width, height: height, offset: offset) == nil)
        }
    }
}
