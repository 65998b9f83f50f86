import PopskinSources

/// The tokens of a token document by path once every group's `$extends` is followed (Format §6.4: the extended
/// group's members deep-merged under the local ones, a local token replacing an inherited one whole), each with the
/// type and deprecation its groups give it. Inherited tokens count against `JSONLimits.maxTokens` as they are
/// merged and added, so extending groups cannot multiply a small file into millions of tokens (one JSON-LIMIT).
struct DTCGNamespace {
    struct Entry {
        /// The path the token is known by here (for an inherited token, under the extending group).
        var path: String
        var definition: DTCGTokenDefinition
        /// The `$type` of the closest group that has one, after `$extends`.
        var groupType: DTCGType?
        /// The closest group's `$deprecated`.
        var groupDeprecation: DTCGDeprecation?
        /// A group that holds it writes a `$type` that names no type.
        var groupTypeIsInvalid = false
    }

    /// The tokens in document order; a token is known by its position here (its slot) as well as its path.
    private(set) var entries: [Entry] = []
    /// Each token's slot in `entries`, by path.
    private(set) var slots: [String: Int] = [:]
    /// Paths of groups, so a reference to one is told it names a group.
    private(set) var groups: Set<String> = []
    /// Tokens left out for a problem in their definition (`DTCGGroup.rejected`).
    let rejected: [String: SourceLocation]
    /// The most tokens kept, and whether more were left out (reported once).
    private let maxTokens: Int
    private var overBudget: Bool
    private let diagnostics: DiagnosticSink

    /// A group after `$extends`.
    private struct Resolved {
        var type: DTCGType?
        var typeIsInvalid = false
        var deprecated: DTCGDeprecation?
        var members: [(name: String, member: Member)]

        init(
            type: DTCGType?, typeIsInvalid: Bool = false, deprecated: DTCGDeprecation?,
            members: [(name: String, member: Member)]
        ) {
            (self.type, self.typeIsInvalid, self.deprecated, self.members) = (type, typeIsInvalid, deprecated, members)
        }

        /// A group as written, one level deep: the groups it holds stay as written.
        init(_ group: DTCGGroup) {
            self.init(
                type: group.type, typeIsInvalid: group.hasInvalidType, deprecated: group.deprecated,
                members: group.members.map { ($0.name, Member($0.member)) })
        }
    }

    private indirect enum Member {
        case token(DTCGTokenDefinition)
        case group(Resolved)
        /// A group with no `$extends` in it, taken as written (most documents have none: not copied).
        case written(DTCGGroup)

        init(_ member: DTCGMember) {
            switch member {
            case .token(let token): self = .token(token)
            case .group(let group): self = .written(group)
            }
        }

        var group: Resolved? {
            switch self {
            case .token: nil
            case .group(let resolved): resolved
            case .written(let group): Resolved(group)
            }
        }
    }

    init(root: DTCGGroup, limits: JSONLimits, diagnostics: DiagnosticSink) {
        var builder = Builder(
            root: root, maxDepth: limits.maxReferenceDepth, maxInherited: limits.maxTokens, diagnostics: diagnostics)
        let resolved = builder.resolve(root)
        (maxTokens, overBudget, self.diagnostics) = (limits.maxTokens, builder.overBudget, diagnostics)
        rejected = root.rejected
        add(resolved, prefix: "", type: nil, deprecated: nil, invalid: false)
    }

    static func budgetMessage(_ limit: Int) -> String {
        "the document holds more than \(limit) tokens once $extends is followed, the most the project's token "
            + "budget has left for it; the rest are left out"
    }

    /// The token at `path`.
    subscript(path: String) -> Entry? {
        slots[path].map { entries[$0] }
    }

    /// Token paths in document order.
    var order: [String] { entries.map(\.path) }

    /// `prefix` is the group's dotted path ("" for the root).
    private mutating func add(
        _ group: Resolved, prefix: String, type: DTCGType?, deprecated: DTCGDeprecation?, invalid: Bool
    ) {
        let type = group.type ?? type, deprecated = group.deprecated ?? deprecated
        let invalid = invalid || group.typeIsInvalid
        for (name, member) in group.members {
            let dotted = prefix.isEmpty ? name : prefix + "." + name
            switch member {
            case .token(let definition):
                guard entries.count < maxTokens || slots[dotted] != nil else {
                    if !overBudget {
                        overBudget = true
                        diagnostics.error(.jsonLimit, Self.budgetMessage(maxTokens), at: definition.keyLocation)
                    }
                    return
                }
                let entry = Entry(
                    path: dotted, definition: definition, groupType: type, groupDeprecation: deprecated,
                    groupTypeIsInvalid: invalid)
                if let slot = slots.updateValue(entries.count, forKey: dotted) {
                    // Rare (an inherited token replaced): put its slot back rather than look every path up first.
                    slots[dotted] = slot
                    entries[slot] = entry
                } else {
                    entries.append(entry)
                }
            case .group(let child):
                groups.insert(dotted)
                add(child, prefix: dotted, type: type, deprecated: deprecated, invalid: invalid)
            case .written(let child):
                groups.insert(dotted)
                add(Resolved(child), prefix: dotted, type: type, deprecated: deprecated, invalid: invalid)
            }
        }
    }

    /// Follows `$extends` with memoisation and a stack for cycles.
    private struct Builder {
        let root: DTCGGroup
        let maxDepth: Int
        let diagnostics: DiagnosticSink
        var done: [String: Resolved] = [:]
        var resolving: [(path: String, location: SourceLocation)] = []
        /// Members merged in from extended groups so far, against `maxInherited`.
        var inherited = 0
        let maxInherited: Int
        /// Whether an extension was left out for the budget (reported once).
        var overBudget = false

        init(root: DTCGGroup, maxDepth: Int, maxInherited: Int, diagnostics: DiagnosticSink) {
            (self.root, self.maxDepth, self.maxInherited, self.diagnostics) = (
                root, maxDepth, maxInherited, diagnostics
            )
        }

        mutating func resolve(_ group: DTCGGroup) -> Resolved {
            guard group.extendsWithin else { return Resolved(group) }
            let key = group.path.joined(separator: ".")
            if let finished = done[key] { return finished }
            resolving.append((key, group.extends?.location ?? group.location))
            defer { resolving.removeLast() }
            var members: [(name: String, member: Member)] = group.members.map { name, member in
                switch member {
                case .token(let token): return (name, .token(token))
                case .group(let child): return (name, child.extendsWithin ? .group(resolve(child)) : .written(child))
                }
            }
            var type = group.type, deprecated = group.deprecated
            if let extends = group.extends, let base = base(of: group, extends: extends), withinBudget(base, extends) {
                members = Self.merge(base.members, under: members)
                type = type ?? base.type
                deprecated = deprecated ?? base.deprecated
            }
            let resolved = Resolved(
                type: type, typeIsInvalid: group.hasInvalidType, deprecated: deprecated, members: members)
            done[key] = resolved
            return resolved
        }

        /// Whether `base`'s members may be merged in once more; when not, says so once.
        private mutating func withinBudget(_ base: Resolved, _ extends: YAMLNode) -> Bool {
            inherited += base.members.count
            guard inherited > maxInherited else { return true }
            if !overBudget {
                overBudget = true
                diagnostics.error(.jsonLimit, DTCGNamespace.budgetMessage(maxInherited), at: extends.location)
            }
            return false
        }

        /// The group `extends` names, resolved; nil after reporting why there is none.
        private mutating func base(of group: DTCGGroup, extends: YAMLNode) -> Resolved? {
            let name = group.path.isEmpty ? "the document" : "'\(group.path.joined(separator: "."))'"
            guard let target = DTCGReference.groupPath(extends) else {
                diagnostics.error(
                    .tokenReference,
                    "$extends of \(name) must name a group, as \"{group.path}\" or \"#/group/path\"",
                    at: extends.location)
                return nil
            }
            let dotted = target.joined(separator: ".")
            if let start = resolving.firstIndex(where: { $0.path == dotted }) {
                let cycle = resolving[start...].map { $0.path.isEmpty ? "(root)" : $0.path } + [dotted]
                diagnostics.error(
                    .extendsCycle, "groups extend one another in a cycle: \(cycle.joined(separator: " → "))",
                    at: extends.location,
                    notes: resolving[start..<(resolving.count - 1)].map {
                        DiagnosticNote("'\($0.path.isEmpty ? "(root)" : $0.path)' leads on here", at: $0.location)
                    })
                return nil
            }
            guard resolving.count < maxDepth + 64 else {
                // Nesting and `$extends` together: the JSON depth limit bounds the one, this the other.
                diagnostics.error(
                    .jsonLimit, "$extends chains through more than \(maxDepth) groups", at: extends.location)
                return nil
            }
            switch Self.find(target, in: root) {
            case .group(let base)?: return resolve(base)
            case .token?:
                diagnostics.error(
                    .tokenReference, "$extends of \(name) names the token '\(dotted)'; it must name a group",
                    at: extends.location)
            case nil:
                diagnostics.error(
                    .extendsMissing, "$extends of \(name) names '\(dotted)', which is no group of this document",
                    at: extends.location)
            }
            return nil
        }

        /// The member at `path` in the groups as written.
        static func find(_ path: [String], in root: DTCGGroup) -> DTCGMember? {
            var current = DTCGMember.group(root)
            for name in path {
                guard case .group(let group) = current, let next = group[name] else { return nil }
                current = next
            }
            return current
        }

        /// Inherited members with local ones over them: a local token replaces, a local group merges.
        static func merge(
            _ inherited: [(name: String, member: Member)], under local: [(name: String, member: Member)]
        ) -> [(name: String, member: Member)] {
            var merged = inherited
            for (name, member) in local {
                guard let index = merged.firstIndex(where: { $0.name == name }) else {
                    merged.append((name, member))
                    continue
                }
                if let mine = member.group, let theirs = merged[index].member.group {
                    let members = merge(theirs.members, under: mine.members)
                    merged[index].member = .group(
                        Resolved(
                            type: mine.type ?? theirs.type, deprecated: mine.deprecated ?? theirs.deprecated,
                            members: members))
                } else {
                    merged[index].member = member
                }
            }
            return merged
        }
    }
}
