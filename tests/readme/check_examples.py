#!/usr/bin/env python3
"""Holds the README's code to the examples CTest builds and runs: every line of each ```cpp and
```python block must stand, in the same order, in one file under examples/ of that language
(blank lines and runs of spaces aside). (Shell sessions, ```sh, are commands, not programs.)

  check_examples.py README.md EXAMPLES_DIR
"""

import pathlib
import re
import sys

EXTENSIONS = {"cpp": ".cpp", "python": ".py"}


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


def main():
    readme, examples = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    blocks = re.findall(r"```(cpp|python)\n(.*?)```", readme.read_text(encoding="utf-8"), re.S)
    if not blocks:
        sys.exit("readme-examples: the README shows no program")
    failed = 0
    for language, body in blocks:
        block = lines(body)
        files = sorted(examples.glob("*" + EXTENSIONS[language]))
        if not any(holds(block, lines(f.read_text(encoding="utf-8"))) for f in files):
            failed += 1
            print(f"readme-examples: this {language} block is in no example:\n{body}")
    if failed:
        sys.exit(1)
    print(f"readme-examples: all {len(blocks)} blocks stand in examples/")


if __name__ == "__main__":
    main()
