// popskin-build: what the build plugin runs. Lean on purpose: it links the engine and the console printing, not the
// command-line parser, the package resolver's commands or the watcher, so a package applying the plugin compiles
// less on its first build. People run `popskin`.
//
//   popskin-build --project DIR --output WORKDIR --module NAME [--bundle module|main] [--theme STEM]...

import Foundation
import PopskinBuild
import PopskinConsole

var arguments = CommandLine.arguments.dropFirst()
var values: [String: [String]] = [:]
while let flag = arguments.popFirst() {
    guard ["--project", "--output", "--module", "--bundle", "--theme"].contains(flag), let value = arguments.popFirst()
    else {
        Output.error(
            "popskin-build: error: unexpected '\(flag)'; usage: popskin-build --project DIR --output DIR "
                + "--module NAME [--bundle module|main] [--theme STEM]...\n")
        exit(2)
    }
    values[flag, default: []].append(value)
}
guard let project = values["--project"]?.last, let output = values["--output"]?.last,
    let module = values["--module"]?.last
else {
    Output.error("popskin-build: error: --project, --output and --module are required\n")
    exit(2)
}
var build = ProjectBuild(project: project, output: output)
build.plugin = ProjectBuild.Plugin(
    themes: values["--theme"] ?? [], module: module, bundle: values["--bundle"]?.last ?? "module")
// The build system shows no progress line, and its log wants no summary.
exit(BuildReport.print(build.run(waiting: BuildWaitNotice.print), format: .text, summary: false) ? 0 : 1)
