#!/usr/bin/env python3
"""script/check-imports against small made-up packages, one rule broken in each, and against
this repository, which must pass (issue 37). Each case states the problem line it expects,
written from the fixture by hand (the file, the line the import is on, the row's line)."""
import pathlib
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
SCRIPT = ROOT / "script/check-imports"

DOC = """\
# Architecture

## Modules and what each may know

| module | owns | may import | must not |
|---|---|---|---|
| `Engine` | the rules | `FoundationEssentials` | do I/O |
| `Board` | drawing | `Engine` (`Scoreboard` only), `CPNG`, `Logging` | branch on match state |
| `App` | wiring | `Engine`, `Board`, `ArgumentParser` | hold rules |

C libraries come in as system-library targets.
"""
# Line numbers in DOC: the Engine row is line 7, Board 8, App 9.

PACKAGE = """\
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Fixture",
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"), // a // in a string
    ],
    targets: [
        .target(name: "Engine"),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng"),
        .target(
            name: "Board",
            dependencies: ["Engine", "CPNG", .product(name: "Logging", package: "swift-log")]
        ),
        .executableTarget(name: "App", dependencies: ["Engine", "Board"]),
        .testTarget(name: "EngineTests", dependencies: ["Engine", "Board", "App"]),
    ]
)
"""


class CheckImportsTests(unittest.TestCase):
    def make(self, files):
        """A package in a temporary folder: the doc, Package.swift, then `files` over them."""
        folder = pathlib.Path(tempfile.mkdtemp(prefix="check-imports-"))
        self.addCleanup(shutil.rmtree, folder)
        base = {
            "docs/architecture.md": DOC,
            "Package.swift": PACKAGE,
            "Sources/Engine/Rules.swift": "import FoundationEssentials\n\npublic struct Rules {}\n",
            "Sources/Board/Draw.swift": "import Engine\nimport CPNG\n@preconcurrency import Logging\n",
            "Sources/App/main.swift": "import Board\nimport Engine\n",
            "Sources/CPNG/module.modulemap": "module CPNG {}\n",
        }
        base.update(files)
        for name, text in base.items():
            if text is None:
                continue
            path = folder / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return folder

    def run_check(self, folder):
        result = subprocess.run([sys.executable, str(SCRIPT), "--root", str(folder)], capture_output=True, text=True, timeout=60)
        return result.returncode, result.stderr.splitlines()

    def test_a_package_that_keeps_its_rules_passes(self):
        code, errors = self.run_check(self.make({}))
        self.assertEqual((code, errors), (0, []))

    def test_an_import_the_row_does_not_allow_names_the_file_and_line(self):
        # The engine reaching for the board: line 3 of Rules.swift, against the Engine row (7).
        folder = self.make({"Sources/Engine/Rules.swift": "import FoundationEssentials\n// the rules\nimport Board\n"})
        code, errors = self.run_check(folder)
        self.assertEqual(code, 1)
        self.assertIn("Sources/Engine/Rules.swift:3: Engine imports Board, which its row (docs/architecture.md:7) does not allow", errors)
        self.assertEqual(len(errors), 2)  # the problem and the summary line

    def test_a_name_in_parentheses_is_a_note_not_a_permission(self):
        # `Scoreboard` is written in the Board row only inside "(`Scoreboard` only)".
        folder = self.make({"Sources/Board/Extra.swift": "import Scoreboard\n"})
        code, errors = self.run_check(folder)
        self.assertEqual(code, 1)
        self.assertIn("Sources/Board/Extra.swift:1: Board imports Scoreboard, which its row (docs/architecture.md:8) does not allow", errors)

    def test_platform_modules_are_allowed_only_where_a_row_names_them(self):
        # Glibc is named in no row; FoundationEssentials only in the Engine's.
        folder = self.make({"Sources/Board/Posix.swift": "#if canImport(Glibc)\n    import Glibc\n#endif\nimport FoundationEssentials\n"})
        code, errors = self.run_check(folder)
        self.assertEqual(code, 1)
        self.assertIn("Sources/Board/Posix.swift:2: Board imports Glibc, which its row (docs/architecture.md:8) does not allow", errors)
        self.assertIn("Sources/Board/Posix.swift:4: Board imports FoundationEssentials, which its row (docs/architecture.md:8) does not allow", errors)

    def test_a_package_dependency_the_row_does_not_allow_names_the_manifest_line(self):
        # The App target (line 16 of PACKAGE) gains the Logging product, which its row lacks.
        package = PACKAGE.replace(
            '.executableTarget(name: "App", dependencies: ["Engine", "Board"]),',
            '.executableTarget(name: "App", dependencies: ["Engine", "Board", .product(name: "Logging", package: "swift-log")]),')
        code, errors = self.run_check(self.make({"Package.swift": package}))
        self.assertEqual(code, 1)
        self.assertIn("Package.swift:16: App depends on Logging, which its row (docs/architecture.md:9) does not allow", errors)

    def test_a_dependency_on_a_later_line_is_named_on_its_own_line(self):
        # Board's dependencies are on line 14; an extra target dependency on a line of its own (15).
        package = PACKAGE.replace(
            'dependencies: ["Engine", "CPNG", .product(name: "Logging", package: "swift-log")]',
            'dependencies: ["Engine", "CPNG", .product(name: "Logging", package: "swift-log"),\n                "App"]')
        code, errors = self.run_check(self.make({"Package.swift": package}))
        self.assertEqual(code, 1)
        self.assertIn("Package.swift:15: Board depends on App, which its row (docs/architecture.md:8) does not allow", errors)

    def test_a_target_without_a_row_and_a_row_without_a_target_both_fail(self):
        package = PACKAGE.replace('.target(name: "Engine"),', '.target(name: "Engine"),\n        .target(name: "Extra"),')
        doc = DOC.replace("| `App` |", "| `Gone` | nothing | `Engine` | exist |\n| `App` |")
        code, errors = self.run_check(self.make({
            "Package.swift": package, "docs/architecture.md": doc, "Sources/Extra/Extra.swift": "public enum Extra {}\n"}))
        self.assertEqual(code, 1)
        self.assertIn("Package.swift:11: target Extra has no row in docs/architecture.md's module table; add one saying what it owns and may import", errors)
        self.assertIn("docs/architecture.md:9: the row for `Gone` names no target in Package.swift", errors)

    def test_an_import_of_a_target_not_listed_as_a_dependency_fails(self):
        # App's row allows Board and Engine, but App's target lists only Engine: line 1.
        package = PACKAGE.replace('.executableTarget(name: "App", dependencies: ["Engine", "Board"]),',
                                  '.executableTarget(name: "App", dependencies: ["Engine"]),')
        code, errors = self.run_check(self.make({"Package.swift": package}))
        self.assertEqual(code, 1)
        self.assertIn("Sources/App/main.swift:1: App imports Board, which is not among its dependencies in Package.swift", errors)

    def test_a_module_importing_itself_fails(self):
        folder = self.make({"Sources/Engine/Rules.swift": "import Engine\nimport FoundationEssentials\n"})
        code, errors = self.run_check(folder)
        self.assertEqual(code, 1)
        self.assertIn("Sources/Engine/Rules.swift:1: Engine imports itself", errors)

    def test_imports_in_comments_and_strings_are_not_imports(self):
        folder = self.make({"Sources/Engine/Rules.swift":
                            "import FoundationEssentials\n/// import Board\n/*\nimport Board\n*/\nlet s = \"import Board\"\n"})
        code, errors = self.run_check(folder)
        self.assertEqual((code, errors), (0, []))

    def test_this_repository_keeps_its_rules(self):
        result = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True, timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr)


if __name__ == "__main__":
    unittest.main(verbosity=2)
