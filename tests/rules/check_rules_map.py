#!/usr/bin/env python3
"""Holds docs/rules.md to the code: every name its tables give exists where they say.

  check_rules_map.py SOURCE_DIR

In the tables' last two columns ("Where it is stated", "Test") every name is in backticks: a
file (a path from SOURCE_DIR) followed by the names stated in it. In the first, identifiers
(`pawn_origin_files`, `Lexer::castling`: each part of it) must occur in that file as whole
words; in the second, `Suite.Name` must be a TEST, TEST_F or TEST_P of that test file, and
after a CMakeLists.txt, a name must be an add_test(NAME ...) of it. Exits 1 naming each name
that is missing, 0 when every one exists.
"""

import pathlib
import re
import sys

SPAN = re.compile(r"`([^`]+)`")
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*")
GTEST = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*$")


def is_path(span):
    return "/" in span or span.endswith(("CMakeLists.txt", ".cpp", ".hpp", ".py", ".sh"))


def table_rows(text):
    """(line number, cells) of each table row that is no header or separator."""
    lines = text.splitlines()
    for k, line in enumerate(lines):
        if not line.startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if all(re.fullmatch(r":?-+:?", c) for c in cells if c):
            continue
        if k + 1 < len(lines) and re.match(r"^\|\s*:?-", lines[k + 1]):
            continue  # the header
        yield k + 1, cells


def pairs(cell):
    """(file, name) for each name in the cell, the file being the last path before it."""
    current = None
    for span in SPAN.findall(cell):
        if is_path(span):
            current = span
            continue
        yield current, span


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    root = pathlib.Path(argv[1])
    doc = root / "docs" / "rules.md"
    text = doc.read_text(encoding="utf-8")
    cache = {}

    def read(path):
        if path not in cache:
            f = root / path
            cache[path] = f.read_text(encoding="utf-8", errors="replace") if f.is_file() else None
        return cache[path]

    missing = []
    rules = names = 0
    for line, cells in table_rows(text):
        if len(cells) != 3:
            missing.append(f"docs/rules.md:{line}: a row of {len(cells)} cells, not 3")
            continue
        rules += 1
        where, test = cells[1], cells[2]
        found_where = found_test = False
        for column, cell in (("where", where), ("test", test)):
            for path, name in pairs(cell):
                names += 1
                at = f"docs/rules.md:{line}"
                if path is None:
                    missing.append(f"{at}: `{name}` has no file before it")
                    continue
                body = read(path)
                if body is None:
                    missing.append(f"{at}: no file {path}")
                    continue
                if column == "where":
                    found_where = True
                    if not IDENT.fullmatch(name):
                        missing.append(f"{at}: `{name}` is no identifier")
                        continue
                    whole = re.search(r"(?<![A-Za-z0-9_])" + re.escape(name) + r"(?![A-Za-z0-9_])", body)
                    parts = all(
                        re.search(r"(?<![A-Za-z0-9_])" + re.escape(p) + r"(?![A-Za-z0-9_])", body)
                        for p in name.split("::"))
                    if not (whole or parts):
                        missing.append(f"{at}: {path} does not state `{name}`")
                    continue
                found_test = True
                if path.endswith("CMakeLists.txt"):
                    if not re.search(r"add_test\s*\(\s*NAME\s+" + re.escape(name) + r"[\s)]", body):
                        missing.append(f"{at}: {path} has no add_test(NAME {name})")
                    continue
                if not GTEST.fullmatch(name):
                    missing.append(f"{at}: `{name}` is no Suite.Name")
                    continue
                suite, test_name = name.split(".")
                pattern = (r"^\s*TEST(?:_F|_P)?\s*\(\s*" + re.escape(suite) + r"\s*,\s*" +
                           re.escape(test_name) + r"\s*\)")
                if not re.search(pattern, body, re.M):
                    missing.append(f"{at}: {path} has no test {name}")
        if not found_where:
            missing.append(f"docs/rules.md:{line}: a rule with no place that states it")
        if not found_test:
            missing.append(f"docs/rules.md:{line}: a rule with no test")
    if rules == 0:
        missing.append("docs/rules.md: no table rows found")
    for m in missing:
        print(m, file=sys.stderr)
    print(f"rules-map: {rules} rules, {names} names, {len(missing)} missing")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
