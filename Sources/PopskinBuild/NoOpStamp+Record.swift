import PopskinCore
import PopskinGenerators
import PopskinSources

extension NoOpStamp {
    /// Records a finished build of `names` for the next identical run to answer from. `started` is when the build
    /// began reading (`NoOpStamp.now()`). Call it only for a build that reported nothing; a build with an external
    /// generator (whose output may depend on anything) records nothing.
    public static func record(
        _ frontEnd: FrontEnd.Result, build: ThemeBuild = ThemeBuild(), names: [String], base: String,
        results: [ThemeBuild.OutputResult], key: String, started: Int64, art: ArtFiles? = nil
    ) throws {
        let project = frontEnd.project
        // The build read and checked the outputs already.
        let specs = build.specs(project, diagnostics: DiagnosticSink())
        guard !specs.contains(where: { $0.generator is ExternalGenerator }), results.allSatisfy({ $0.report != nil })
        else { return }
        var stamp = NoOpStamp(key: key)
        var folders: Set<String> = []
        let roots = Dictionary(project.packages.map { ($0.name, $0.root) }, uniquingKeysWith: { first, _ in first })
        for (shown, bytes) in project.sources {
            let absolute: String
            if let (package, inside) = ProjectPath.splitPackage(shown) {
                guard let root = roots[package] else { return }
                absolute = root + "/" + inside
            } else {
                absolute = project.root + "/" + shown
            }
            stamp.addInput(absolute, bytes: bytes, started: started)
            folders.insert(ProjectPath.folder(of: absolute))
        }
        for absent in [Manifest.fileName, "popskin.lock"] where project.sources[absent] == nil {
            stamp.inputs.append(Input(path: project.root + "/" + absent, size: -1, time: 0, hash: "", racy: false))
        }
        for folder in project.manifest.themeFolders + project.tokenFolders where !folder.hasPrefix("@") {
            folders.insert(folder.isEmpty ? project.root : project.root + "/" + folder)
        }
        let themes = frontEnd.registry.themes.filter { $0.skin != nil }
        // The bytes the build used, not the file now: art saved during the build must make the next one build.
        let art = art ?? ThemeBuild.art(of: themes, projectRoot: project.root)
        for (_, absolute) in ThemeBuild.imageFiles(of: themes, projectRoot: project.root) {
            guard let bytes = art.bytes(absolute) else { return }
            stamp.addInput(absolute, bytes: bytes, started: started)
            folders.insert(ProjectPath.folder(of: absolute))
        }
        if let folder = project.manifest.templatesFolder {
            for path in TemplateSet.overridePaths(folder: folder).map({ project.root + "/" + $0 }) {
                if case .bytes(let bytes) = FileState.read(path) {
                    stamp.addInput(path, bytes: bytes, started: started)
                } else {
                    stamp.inputs.append(Input(path: path, size: -1, time: 0, hash: "", racy: false))
                }
            }
        }
        stamp.listings = folders.sorted().map { ($0, FileState.listingHash($0)) }
        for result in results {
            let files = (result.report?.written ?? []) + (result.report?.unchanged ?? [])
            for file in files {
                // As written or verified, from the build's own descriptor: a later look could see another's bytes.
                guard let version = result.report?.versions[file] else { return }
                let path = base + "/" + result.path + "/" + file
                stamp.outputs.append(Written(path: path, size: version.size, time: version.time))
            }
            stamp.results.append((result.generator, result.path, files.count))
        }
        let all = stamp.inputs.map(\.path) + stamp.listings.map(\.path) + stamp.outputs.map(\.path)
        guard !all.contains(where: { $0.contains("\n") }) else { return }
        let file = path(base: base, projectRoot: project.root, names: names)
        let name = String(file.split(separator: "/").last!)
        _ = try OutputWriter(root: base + "/" + BuildStamp.folder).write([GeneratedFile(path: name, text: stamp.text)])
    }

    /// Records an input read as `bytes`. Its size and time are taken now; when the size no longer matches what
    /// was read, the file changed during the build and the entry can never match.
    private mutating func addInput(_ path: String, bytes: [UInt8], started: Int64) {
        let info = FileState.info(path)
        let size = info?.size == bytes.count ? bytes.count : -2
        let time = info?.time ?? 0
        inputs.append(
            Input(
                path: path, size: size, time: time, hash: BuildStamp.hash(bytes),
                racy: time >= started - Self.racyWindow))
    }
}
