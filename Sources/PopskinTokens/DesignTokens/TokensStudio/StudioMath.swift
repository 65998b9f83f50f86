import Foundation
import PopskinSources

/// Tokens Studio's math (the plugin evaluates value strings with expr-eval): numbers with an optional unit, `+ - *
/// /`, parentheses, unary minus and `roundTo`, `round`, `floor`, `ceil`, `min`, `max`, `abs`. Units are carried
/// as sd-transforms carries them: the numbers are computed as written and the result takes the expression's one
/// unit, so `{space.base} * 2` with `8px` is 16px.
struct StudioMath {
    /// A result: its number and the units written in the expression (`px`, `rem`, `%`, `deg`…), lowercased.
    struct Quantity {
        var value: Double
        var units: Set<String>
    }

    private enum Piece: Equatable {
        case number(Double), name(String), symbol(Character)
    }

    private var pieces: [Piece] = []
    private var position = 0
    private var units: Set<String> = []
    private var depth = 0
    /// Deepest nesting of parentheses and calls: a hostile value cannot exhaust the stack.
    private static let maxDepth = 64

    /// The value of `text`, or why it is not a calculation. With `remBase`, a number in rem is read as that many
    /// px per rem, so px and rem may be mixed.
    static func evaluate(_ text: some StringProtocol, remBase: Double? = nil) -> Result<Quantity, StudioAliasProblem> {
        var math = StudioMath()
        do throws(StudioAliasProblem) {
            math.pieces = try pieces(of: String(text), remBase: remBase, units: &math.units)
            guard !math.pieces.isEmpty else { throw StudioAliasProblem("it is empty") }
            let value = try math.sum()
            if math.position < math.pieces.count {
                throw StudioAliasProblem("\(math.describe(math.pieces[math.position])) follows a complete value")
            }
            guard value.isFinite else { throw StudioAliasProblem("it has no finite value") }
            // Six decimals: `0.1 + 0.2` is 0.3, as a designer wrote it.
            return .success(Quantity(value: (value * 1_000_000).rounded() / 1_000_000, units: math.units))
        } catch {
            return .failure(error)
        }
    }

    private static func pieces(of text: String, remBase: Double?, units: inout Set<String>)
        throws(StudioAliasProblem) -> [Piece]
    {
        var pieces: [Piece] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" || character == "\n" {
                index += 1
            } else if character.isASCII && (character.isNumber || character == ".") {
                var end = index
                while end < characters.count && characters[end].isASCII
                    && (characters[end].isNumber || characters[end] == ".")
                {
                    end += 1
                }
                // An exponent: `1e3`, `2.5E-2`.
                if end < characters.count, characters[end] == "e" || characters[end] == "E" {
                    var next = end + 1
                    if next < characters.count, characters[next] == "-" || characters[next] == "+" { next += 1 }
                    if next < characters.count, characters[next].isASCII, characters[next].isNumber {
                        end = next
                        while end < characters.count && characters[end].isASCII && characters[end].isNumber { end += 1 }
                    }
                }
                guard var number = Double(String(characters[index..<end])) else {
                    throw StudioAliasProblem("'\(String(characters[index..<end]))' is not a number")
                }
                // A unit written against the number: `12px`, `1.5rem`, `50%`.
                var unitEnd = end
                while unitEnd < characters.count && (characters[unitEnd].isLetter || characters[unitEnd] == "%") {
                    unitEnd += 1
                }
                if unitEnd > end {
                    var unit = String(characters[end..<unitEnd]).lowercased()
                    if unit == "rem", let remBase { (number, unit) = (number * remBase, "px") }
                    units.insert(unit)
                }
                pieces.append(.number(number))
                index = unitEnd
            } else if character.isLetter || character == "_" {
                var end = index
                while end < characters.count && (characters[end].isLetter || characters[end].isNumber) { end += 1 }
                pieces.append(.name(String(characters[index..<end])))
                index = end
            } else if "+-*/(),".contains(character) {
                pieces.append(.symbol(character))
                index += 1
            } else {
                throw StudioAliasProblem("'\(character)' is no part of a calculation")
            }
        }
        return pieces
    }

    private func describe(_ piece: Piece) -> String {
        switch piece {
        case .number(let value): "the number \(ValueText.exact(value))"
        case .name(let name): "'\(name)'"
        case .symbol(let symbol): "'\(symbol)'"
        }
    }

    private var next: Piece? { position < pieces.count ? pieces[position] : nil }

    private mutating func take(_ symbol: Character) -> Bool {
        guard next == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private mutating func sum() throws(StudioAliasProblem) -> Double {
        var value = try product()
        while true {
            if take("+") {
                value += try product()
            } else if take("-") {
                value -= try product()
            } else {
                return value
            }
        }
    }

    private mutating func product() throws(StudioAliasProblem) -> Double {
        var value = try unary()
        while true {
            if take("*") {
                value *= try unary()
            } else if take("/") {
                let divisor = try unary()
                guard divisor != 0 else { throw StudioAliasProblem("it divides by zero") }
                value /= divisor
            } else {
                return value
            }
        }
    }

    private mutating func unary() throws(StudioAliasProblem) -> Double {
        if take("-") {
            try enter()
            defer { depth -= 1 }
            return -(try unary())
        }
        if take("+") {
            try enter()
            defer { depth -= 1 }
            return try unary()
        }
        return try primary()
    }

    /// One level deeper; the caller leaves it (`depth -= 1`).
    private mutating func enter() throws(StudioAliasProblem) {
        depth += 1
        guard depth <= Self.maxDepth else { throw StudioAliasProblem("it nests deeper than \(Self.maxDepth) levels") }
    }

    private mutating func primary() throws(StudioAliasProblem) -> Double {
        guard let piece = next else { throw StudioAliasProblem("it ends where a value belongs") }
        position += 1
        switch piece {
        case .number(let value):
            return value
        case .symbol("("):
            try enter()
            defer { depth -= 1 }
            let value = try sum()
            guard take(")") else { throw StudioAliasProblem("'(' is never closed") }
            return value
        case .name(let name):
            guard take("(") else { throw StudioAliasProblem("'\(name)' is neither a number nor a function call") }
            try enter()
            defer { depth -= 1 }
            var arguments: [Double] = []
            if !take(")") {
                repeat {
                    arguments.append(try sum())
                } while take(",")
                guard take(")") else { throw StudioAliasProblem("'\(name)(' is never closed") }
            }
            return try Self.call(name, arguments)
        case .symbol(let symbol):
            throw StudioAliasProblem("'\(symbol)' stands where a value belongs")
        }
    }

    private static func call(_ name: String, _ arguments: [Double]) throws(StudioAliasProblem) -> Double {
        func one() throws(StudioAliasProblem) -> Double {
            guard arguments.count == 1 else {
                throw StudioAliasProblem("\(name)() takes one value, not \(arguments.count)")
            }
            return arguments[0]
        }
        switch name {
        case "round": return try one().rounded()
        case "floor": return try one().rounded(.down)
        case "ceil": return try one().rounded(.up)
        case "abs": return abs(try one())
        case "roundTo":
            guard (1...2).contains(arguments.count) else {
                throw StudioAliasProblem("roundTo() takes a value and a number of decimals")
            }
            let scale = pow(10, (arguments.count == 2 ? arguments[1] : 0).rounded())
            return (arguments[0] * scale).rounded() / scale
        case "min", "max":
            guard !arguments.isEmpty else { throw StudioAliasProblem("\(name)() takes at least one value") }
            return name == "min" ? arguments.min()! : arguments.max()!
        default:
            throw StudioAliasProblem(
                "'\(name)' is no function popskin computes (roundTo, round, floor, ceil, min, max and abs are)")
        }
    }
}
