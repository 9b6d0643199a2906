"""Find on a short screen, as a receptionist reads it: at 1366×768 with 125 % scaling, in Polish and
German, four whole orders in sight and as many of the chosen order's vouchers, each order's total
whole without scrolling sideways, the names giving way instead (from their start to "…"); at
1024×768 with 125 % scaling, in the languages with the longest manager's words, the window within
the screen and four rows of each list, those words short there and whole where there is room; and
Find, opened narrow, wide with whole words again when it opens on a wider screen or its screen
grows."""

from __future__ import annotations

from PySide6.QtWidgets import QStyle
from pytestqt.qtbot import QtBot

from app.core.i18n import translate
from app.desk.common.widgets.give_way import name_or_mail_in
from app.desk.common.widgets.room import room_for
from app.desk.find.widgets.find_dialog import NAME_COLUMNS, FindDialog
from helpers.finding import found_alice, open_find, search
from helpers.layout import list_problems, problems
from helpers.screens import NARROW, SCREENS, Screen, ScreenTill, fit, in_languages, on_screens
from sandbox_harness.server import SandboxServer

#: The width Find asks for where the screen allows it (``FindDialog``).
FIND_WIDTH = 1280


@in_languages()
def test_at_125_percent_find_shows_four_whole_orders_and_their_totals(
    qtbot: QtBot, screen_till: ScreenTill, language: str
) -> None:
    window, _ = screen_till.speaking(language, SCREENS[1])
    finder = found_alice(qtbot, window)
    fit(finder)
    results = finder.results
    rows = results.verticalHeader()
    assert results.viewport().height() >= 4 * rows.sectionSize(0), "fewer than four whole orders"
    header, total = results.horizontalHeader(), results.horizontalHeader().count() - 1
    assert header.sectionViewportPosition(total) >= 0
    assert header.sectionViewportPosition(total) + header.sectionSize(total) <= results.viewport().width()
    model = results.model()
    for row in range(model.rowCount()):
        text = str(model.index(row, total).data())
        assert results.fontMetrics().horizontalAdvance(text) + 8 <= header.sectionSize(total), text
    assert list_problems(finder) == []
    assert problems(finder) == []
    finder.done(0)


@in_languages(("es_ES", "it_IT", "pt_PT", "ro_RO"))
def test_at_1024x768_and_125_percent_find_fits_the_screen_its_manager_buttons_in_short_words(
    qtbot: QtBot, screen_till: ScreenTill, language: str
) -> None:
    window, _ = screen_till.speaking(language, NARROW)
    finder = found_alice(qtbot, window)
    fit(finder)
    assert problems(finder) == []
    assert list_problems(finder) == []
    whole = translate("Find", "Guest says lost…")
    assert finder.lost.text() == translate("Find", "Lost…")
    assert finder.lost.accessibleName() == whole
    assert finder.lost.toolTip().startswith(whole)
    # Moved to a wider screen and widened there: the whole words again, beside the hint.
    screen_till.speaking(language, SCREENS[1])
    finder.resize(SCREENS[1].available.width() - 16, finder.height())
    fit(finder)
    assert finder.lost.text() == whole
    assert problems(finder) == []
    finder.done(0)


def _whole_words(finder: FindDialog) -> bool:
    return finder.lost.text() == translate("Find", "Guest says lost…") and finder.again.text() == translate(
        "Find", "Search the service again"
    )


def _short_words(finder: FindDialog) -> bool:
    return finder.lost.text() == translate("Find", "Lost…") and finder.again.text() == translate(
        "Find", "Search again"
    )


def _as_wide_as_it_asks(finder: FindDialog) -> bool:
    return finder.width() == min(FIND_WIDTH, room_for(finder).width())


@in_languages(("it_IT", "ro_RO"))
def test_find_opened_on_a_narrow_screen_is_wide_with_whole_words_when_opened_again_on_a_wider_one(
    qtbot: QtBot, screen_till: ScreenTill, language: str
) -> None:
    """The one Find of a session decides its width, and so its buttons' words, each time it opens."""
    window, _ = screen_till.speaking(language, NARROW)
    finder = found_alice(qtbot, window)
    fit(finder)
    assert finder.width() <= NARROW.available.width()
    assert _short_words(finder)
    finder.done(0)

    screen_till.speaking(language, SCREENS[1])
    window.finder.open()
    fit(finder)
    assert finder.width() > NARROW.available.width()
    assert _as_wide_as_it_asks(finder)
    assert _whole_words(finder)
    assert problems(finder) == []
    finder.done(0)


@in_languages(("ro_RO",))
def test_find_open_follows_its_screen_as_it_grows_shrinks_or_is_another(
    qtbot: QtBot, screen_till: ScreenTill, language: str
) -> None:
    """Open all along: a screen that grows (another resolution, a taskbar hidden), shrinks, or a
    move to another screen has Find decide its width and its words again."""
    window, _ = screen_till.speaking(language, NARROW)
    screen_as = screen_till.screen_as
    finder = found_alice(qtbot, window)
    fit(finder)
    assert _short_words(finder)
    screen = finder.screen()

    screen_as[0] = SCREENS[1]
    screen.availableGeometryChanged.emit(SCREENS[1].available)
    fit(finder)
    assert _as_wide_as_it_asks(finder)
    assert _whole_words(finder)

    screen_as[0] = NARROW
    screen.availableGeometryChanged.emit(NARROW.available)
    fit(finder)
    assert finder.width() <= NARROW.available.width()
    assert _short_words(finder)
    assert problems(finder) == []

    screen_as[0] = SCREENS[1]
    handle = finder.windowHandle()
    assert handle is not None
    handle.screenChanged.emit(screen)
    fit(finder)
    assert _as_wide_as_it_asks(finder)
    assert _whole_words(finder)
    finder.done(0)


def names_cut(finder: FindDialog) -> list[str]:
    """The purchasers, e-mails and recipients of the rows shown cut in the middle as their columns
    paint them: a name without its surname whole, an e-mail without its domain, or either with "…"."""
    results, header = finder.results, finder.results.horizontalHeader()
    model, metrics = results.model(), results.fontMetrics()
    margin = results.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, results) + 1
    cut = []
    for row in range(min(model.rowCount(), 20)):
        for column in NAME_COLUMNS:
            text = str(model.index(row, column).data() or "")
            shown = name_or_mail_in(text, metrics, header.sectionSize(column) - 2 * margin)
            kept = text.partition("@")[2] if "@" in text else text.rsplit(maxsplit=1)[-1] if text else ""
            if "…" in shown or kept not in shown:
                cut.append(f"{text!r} shown as {shown!r} in {header.sectionSize(column)} px")
    return cut


@in_languages(("pl_PL", "es_ES", "de_DE"))
@on_screens(SCREENS[1:2])
def test_at_125_percent_a_searched_surname_and_the_e_mails_stay_whole(
    qtbot: QtBot,
    screen_till: ScreenTill,
    sandbox: SandboxServer,
    language: str,
    screen: Screen,
) -> None:
    """ "Fitzgerald" searched at 1366×768 at 125 %: no purchaser, e-mail or recipient is cut in the
    middle; one too long for its column shows its first names as initials (its surname whole) or
    fewer bullets (its domain whole), the order number, date and total beside them whole."""
    sandbox.reset("training")  # the web shop's history of orders, "Fitzgerald-Hughes" among them
    window, _ = screen_till.speaking(language, screen)
    finder = open_find(qtbot, window)
    search(qtbot, finder, "Fitzgerald")
    assert finder.vm.results.rowCount() > 0
    finder.results.setCurrentIndex(finder.vm.results.index(0, 0))
    finder.vm.choose_order(0)
    qtbot.waitUntil(lambda: finder.vm.vouchers.rowCount() > 0)
    fit(finder)
    assert names_cut(finder) == []
    assert problems(finder) == []
    assert list_problems(finder) == []
    finder.done(0)
