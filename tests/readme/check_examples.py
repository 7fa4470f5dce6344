#!/usr/bin/env python3
"""Holds the README's and the guides' examples to what is true.

  check_examples.py README.md EXAMPLES_DIR [--notator BINARY] [GUIDE.md ...]

Programs: every line of each ```cpp and ```python block must stand, in the same order, in one
file under examples/ of that language (blank lines and runs of spaces aside). (Shell blocks,
```sh, are commands to type, not programs, and are not run.)

Sessions: each ```console block holds commands, each on a line that starts with `$ ` (a line
ending in a backslash goes on on the next), each followed by the output it prints, standard
output and standard error together, exactly. With --notator, every command is run by /bin/sh
with that binary as `build/notator` (as the README builds it) and as `notator` on PATH (as
installed), the documents' sessions one after another, each document in a fresh scratch
directory of its own (files a command writes stay for the next), in which `examples`,
`tests`, `docs` and `bench` stand for the repository's. Two things may
differ: trailing spaces at a line's end, and a time in seconds (`in 0.004 s`), which changes
from run to run.
"""

import os
import pathlib
import re
import subprocess
import sys
import tempfile

EXTENSIONS = {"cpp": ".cpp", "python": ".py"}
LINKED = ("examples", "tests", "docs", "bench")
TIME = re.compile(r"\bin [0-9]+(\.[0-9]+)? s\b")


def lines(text):
    return [" ".join(line.split()) for line in text.splitlines() if line.strip()]


def holds(block, file_lines):
    """Every line of the block, in order, among the file's lines."""
    at = 0
    for line in block:
        try:
            at = file_lines.index(line, at) + 1
        except ValueError:
            return False
    return True


def check_programs(document, text, examples):
    blocks = re.findall(r"```(cpp|python)\n(.*?)```", text, re.S)
    failed = 0
    for language, body in blocks:
        block = lines(body)
        files = sorted(examples.glob("*" + EXTENSIONS[language]))
        if not any(holds(block, lines(f.read_text(encoding="utf-8"))) for f in files):
            failed += 1
            print(f"readme-examples: {document.name}: this {language} block is in no example:\n"
                  f"{body}")
    return len(blocks), failed


def sessions(text):
    """(command, expected output) pairs of every ```console block."""
    pairs = []
    for body in re.findall(r"```console\n(.*?)```", text, re.S):
        command, output = None, []
        body_lines = body.splitlines()
        i = 0
        while i < len(body_lines):
            line = body_lines[i]
            if line.startswith("$ "):
                if command is not None:
                    pairs.append((command, output))
                command, output = line[2:], []
                while command.endswith("\\") and i + 1 < len(body_lines):
                    i += 1
                    command = command + "\n" + body_lines[i]
            elif command is not None:
                output.append(line)
            i += 1
        if command is not None:
            pairs.append((command, output))
    return pairs


def normal(output_lines):
    out = [TIME.sub("in … s", line.rstrip()) for line in output_lines]
    while out and not out[-1]:
        out.pop()
    return out


def check_sessions(document, text, root, bin_dir):
    pairs = sessions(text)
    failed = 0
    env = dict(os.environ, PATH=f"{bin_dir}:{os.environ.get('PATH', '/usr/bin:/bin')}",
               LC_ALL="C.UTF-8")
    with tempfile.TemporaryDirectory(prefix="notator-docs-") as scratch:
        for name in LINKED:
            if (root / name).exists():
                os.symlink(root / name, pathlib.Path(scratch) / name)
        os.mkdir(pathlib.Path(scratch) / "build")
        os.symlink(pathlib.Path(bin_dir) / "notator", pathlib.Path(scratch) / "build" / "notator")
        for command, expected in pairs:
            try:
                run = subprocess.run(["/bin/sh", "-c", command], cwd=scratch, env=env,
                                     stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, timeout=120)
                got = run.stdout.decode("utf-8", errors="replace").splitlines()
            except subprocess.TimeoutExpired:
                got = ["(timed out after 120 s)"]
            if normal(got) != normal(expected):
                failed += 1
                shown = "\n".join(expected)
                printed = "\n".join(got)
                print(f"readme-examples: {document.name}: `{command}` shows\n{shown}\n"
                      f"but prints\n{printed}\n")
    return len(pairs), failed


def main():
    args = sys.argv[1:]
    notator = None
    if "--notator" in args:
        at = args.index("--notator")
        notator = pathlib.Path(args[at + 1]).resolve()
        del args[at:at + 2]
    if len(args) < 2:
        sys.exit(__doc__)
    readme, examples = pathlib.Path(args[0]), pathlib.Path(args[1])
    documents = [readme] + [pathlib.Path(a) for a in args[2:]]
    root = readme.resolve().parent
    programs = commands = failed = 0
    with tempfile.TemporaryDirectory(prefix="notator-bin-") as bin_dir:
        if notator:
            os.symlink(notator, pathlib.Path(bin_dir) / "notator")
        for document in documents:
            text = document.read_text(encoding="utf-8")
            count, bad = check_programs(document, text, examples)
            programs, failed = programs + count, failed + bad
            if notator:
                count, bad = check_sessions(document, text, root, bin_dir)
                commands, failed = commands + count, failed + bad
    if not programs:
        sys.exit("readme-examples: the documents show no program")
    if notator and not commands:
        sys.exit("readme-examples: the documents show no command")
    if failed:
        sys.exit(1)
    ran = f", all {commands} commands print what they show" if notator else ""
    print(f"readme-examples: all {programs} program blocks stand in examples/{ran}"
          f" ({len(documents)} documents)")


if __name__ == "__main__":
    main()
