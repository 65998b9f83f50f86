#!/usr/bin/env python3
"""Writes a valid theme registry for the build benchmarks: THEMES themes in DEPTH-deep `extends` chains (an abstract
root, then concrete heirs), a token palette with aliases, borders and some shadows. Every theme passes `popskin theme
validate --strict`, and no output warns (no gradient or combined art, which the qmui output cannot show), so an
unchanged build can answer from its stamp; the values are derived from the chain's geometry so the rules hold.

    Scripts/bench-registry.py DIR [--themes 1000] [--depth 5]
"""
import argparse
import os


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--themes", type=int, default=1000)
    parser.add_argument("--depth", type=int, default=5)
    args = parser.parse_args()
    os.makedirs(os.path.join(args.folder, "themes"), exist_ok=True)
    os.makedirs(os.path.join(args.folder, "tokens"), exist_ok=True)
    write(args.folder, "popskin.yaml", "popskin: 1\nname: bench-registry\nthemes: themes\ntokens: tokens\n")
    write(args.folder, "tokens/palette.yaml", palette())
    chains = (args.themes + args.depth - 1) // args.depth
    written = 0
    for chain in range(chains):
        for level in range(args.depth):
            if written == args.themes:
                break
            write(args.folder, f"themes/c{chain}-{level}.yaml", theme(chain, level))
            written += 1


def write(folder, path, text):
    with open(os.path.join(folder, path), "w") as file:
        file.write(text)


def palette():
    lines = ["# Generated palette; some entries alias others.", "palette:", '  base: "#3366cc"']
    for index in range(200):
        value = "{palette.base}" if index % 7 == 3 else "#%06x" % ((index * 2654435761) & 0xFFFFFF)
        lines.append(f'  c{index}: "{value}"')
    lines += ["border:", '  dark: "#1a1a1a"', '  light: "#c6c6c6"', 'dimming: "#00000059"']
    return "\n".join(lines) + "\n"


def theme(chain, level):
    radius = 6 + chain % 8
    if level == 0:
        return (f"# Root of chain {chain}.\nabstract: true\ndescription: chain {chain}\n"
                f"arrow:\n  base: {20 + chain % 20}\n  height: {8 + chain % 8}\n  shape: triangle\n"
                f"background:\n  style: separate\n  corner-radius: {radius}\n"
                f"content:\n  wants-default-appearance: false\n"
                f"popup:\n  prefer-direction: above\n  dimming: \"{{dimming}}\"\n")
    lines = [f"# Chain {chain}, level {level}.",
             f"extends: c{chain}-{level - 1}", f"description: chain {chain}, level {level}", "background:"]
    lines.append(f'  fill: "{{palette.c{(chain * 5 + level) % 200}}}"')
    border = 1 if level >= 2 else 0
    shadow = level >= 3 and chain % 3 == 0
    if level == 2:
        lines.append('border: { width: 1, color: "{border.dark}" }')
    if shadow and level == 3:
        lines.append('shadow: { color: "#000000", opacity: 0.2, blur: 4, offset: [0, 1] }')
    margins = [3, 4, 5, 4] if shadow else [0, 0, 0, 0]
    clearing = max(4, border + -(-3 * radius // 10))
    insets = [margin + clearing + level for margin in margins]
    lines.append("content:\n  insets: [%s]" % ", ".join(str(value) for value in insets))
    if level == 1:
        lines.append(f"popup:\n  distance-from-source: {4 + chain % 4}\n  safety-margins: 10\n"
                     '  highlighted-fill: "#f0f0f0"')
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
