from pathlib import Path

from app.core.paths import resolve_paths


def test_every_folder_lives_under_the_chosen_root(tmp_path: Path) -> None:
    paths = resolve_paths(tmp_path).ensure()
    for folder in (paths.config_dir, paths.data_dir, paths.log_dir):
        assert folder.is_dir()
        assert tmp_path in folder.parents


def test_environment_variable_redirects_folders(app_home: Path) -> None:
    paths = resolve_paths()
    assert paths.settings_file.is_relative_to(app_home)
    assert paths.log_file.is_relative_to(app_home)
