"""The smoke test passes a well-behaved build and fails every way a broken one shows itself.

The "built app" here is a small script standing in for the frozen executable: the smoke test only
sees a process, its exit code and its output, so that is the edge to fake.
"""

from __future__ import annotations

import stat
import sys
import textwrap
from pathlib import Path

import pytest

from app import APP_NAME, APP_SLUG, __version__
from helpers.scripts import load_script

SMOKE_TEST = Path(__file__).resolve().parents[2] / "packaging" / "smoke_test.py"

GOOD_SELF_TEST = textwrap.dedent(
    """
    config = Path(sys.argv[sys.argv.index("--config-dir") + 1])
    (config / "data").mkdir(parents=True)
    (config / "data" / "journal.sqlite3").write_bytes(b"")
    print("self-test passed: looked up and redeemed 5.00 of a demo voucher")
    """
)


smoke = load_script(SMOKE_TEST, "voucher_desk_smoke_test")


def fake_app(
    folder: Path, self_test: str = GOOD_SELF_TEST, version: str = f"{APP_NAME} {__version__}"
) -> Path:
    """Write an executable that answers --version and --self-test like the frozen app would."""
    folder.mkdir(parents=True, exist_ok=True)
    executable = folder / APP_SLUG
    executable.write_text(
        f"#!{sys.executable}\n"
        "import sys, time\n"
        "from pathlib import Path\n"
        "if sys.argv[1:] == ['--version']:\n"
        f"    print({version!r})\n"
        "    raise SystemExit(0)\n" + self_test,
        encoding="utf-8",
    )
    executable.chmod(executable.stat().st_mode | stat.S_IXUSR)
    return folder


pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the fake app is a #! script")


def test_build_that_redeems_quietly_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert smoke.main([str(fake_app(tmp_path / "dist"))]) == 0

    out = capsys.readouterr().out
    assert "smoke test passed" in out
    assert "self-test passed: looked up and redeemed 5.00" in out


def test_a_failing_self_test_fails_with_its_exit_code_and_message(tmp_path: Path) -> None:
    built = fake_app(tmp_path, "sys.stderr.write('lookup failed: no demo code\\n')\nraise SystemExit(3)\n")

    result = smoke.smoke_test(built, timeout=30)

    assert not result.passed
    assert "exit code 3" in result.problems[0]
    assert "lookup failed: no demo code" in result.problems[0]


def test_a_qt_warning_on_stderr_fails_an_otherwise_passing_run(tmp_path: Path) -> None:
    built = fake_app(
        tmp_path,
        GOOD_SELF_TEST + "sys.stderr.write('qt.qpa.plugin: Could not load the Qt platform plugin\\n')\n",
    )

    result = smoke.smoke_test(built, timeout=30)

    assert not result.passed
    assert "unexpected output on stderr" in result.problems[0]
    assert "Could not load the Qt platform plugin" in result.problems[0]


@pytest.mark.parametrize(
    "stdout",
    ["", "print('self-test passed')\nprint('DeprecationWarning: something')\n", "print('all good')\n"],
    ids=["silent", "extra-line", "wrong-line"],
)
def test_stdout_must_be_exactly_the_pass_line(tmp_path: Path, stdout: str) -> None:
    built = fake_app(
        tmp_path, "config = Path(sys.argv[-1]); config.mkdir(); (config / 'x').touch()\n" + stdout
    )

    result = smoke.smoke_test(built, timeout=30)

    assert not result.passed
    assert "expected one line starting with 'self-test passed'" in result.problems[0]


def test_a_self_test_that_ignores_config_dir_fails(tmp_path: Path) -> None:
    built = fake_app(tmp_path, "print('self-test passed')\n")

    result = smoke.smoke_test(built, timeout=30)

    assert len(result.problems) == 1
    assert "wrote nothing under --config-dir" in result.problems[0]


def test_a_hanging_app_is_stopped_and_fails(tmp_path: Path) -> None:
    built = fake_app(tmp_path, "time.sleep(60)\n")

    result = smoke.smoke_test(built, timeout=1)

    assert result.problems == ["--self-test: did not finish within 1 s"]


def test_a_stale_build_fails_on_its_version(tmp_path: Path) -> None:
    built = fake_app(tmp_path, version=f"{APP_NAME} 0.0.1")

    result = smoke.smoke_test(built, timeout=30)

    assert not result.passed
    assert f"expected exactly '{APP_NAME} {__version__}'" in result.problems[0]
    assert "--self-test" not in result.timings


def test_the_executable_is_found_in_a_folder_an_app_or_given_directly(tmp_path: Path) -> None:
    onedir = fake_app(tmp_path / "dist" / APP_SLUG)
    bundle_program = fake_app(tmp_path / "dist" / f"{APP_NAME}.app" / "Contents" / "MacOS") / APP_SLUG

    assert smoke.find_executable(onedir) == onedir / APP_SLUG
    assert smoke.find_executable(tmp_path / "dist" / f"{APP_NAME}.app") == bundle_program
    assert smoke.find_executable(bundle_program) == bundle_program
    with pytest.raises(FileNotFoundError, match="no voucher-desk executable"):
        smoke.find_executable(tmp_path)
