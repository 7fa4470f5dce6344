"""Packages the module the project's CMake built (NOTATOR_BUILD_DIR, default ../build): the
package's Python files from here, the compiled _notator from the build tree."""

import os
import pathlib
import re
import shutil
import sysconfig

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

HERE = pathlib.Path(__file__).resolve().parent
BUILD = pathlib.Path(os.environ.get("NOTATOR_BUILD_DIR", HERE.parent / "build"))
# The project's version, from its CMakeLists.txt beside this directory.
VERSION = re.search(r"project\(notator VERSION ([0-9.]+)",
                    (HERE.parent / "CMakeLists.txt").read_text())


class BuildPy(build_py):
    """The pure-Python files as usual, then the compiled module beside them."""

    def run(self):
        super().run()
        # The module built for this Python (its EXT_SUFFIX: version and platform).
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        built = sorted((BUILD / "python" / "notator").glob("_notator" + suffix))
        if not built:
            raise SystemExit(f"no module _notator{suffix} in {BUILD}/python/notator: build the "
                             "project first (scripts/build.sh) for this Python, or set "
                             "NOTATOR_BUILD_DIR")
        target = pathlib.Path(self.build_lib) / "notator"
        target.mkdir(parents=True, exist_ok=True)
        for module in built:
            shutil.copy2(module, target)


class CompiledDistribution(Distribution):
    """A wheel for this platform and Python, not a pure one."""

    def has_ext_modules(self):
        return True


setup(
    version=VERSION.group(1) if VERSION else "0",
    packages=["notator"],
    package_data={"notator": ["*.pyi", "py.typed"]},
    cmdclass={"build_py": BuildPy},
    distclass=CompiledDistribution,
)
