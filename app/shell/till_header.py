"""The strip above the counter: where and who, the connection, and the banners that must stay seen.

A training ribbon, the top bar (property and location, the member of staff, the service's state),
then the banners (the storage failing, the service unreachable, money waiting for a manager, a clock
far from the service's), each shown only while it has something to say. They give way to the
counter (``BannerArea``): on a 768 px till, together they never take more than an eighth of it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.core.i18n import translate
from app.desk.common.connection import ConnectionViewModel
from app.desk.common.session import SessionViewModel
from app.desk.common.widgets.give_way import BannerArea, FiguresFirstLabel, GiveWayRow, OneLineLabel
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import named, set_state
from app.desk.status import RecheckViewModel, StorageHealth


class TillHeader(QWidget):
    """The ribbon, the top bar and the banners; the window shows the news its view-models bring."""

    def __init__(
        self,
        *,
        session: SessionViewModel,
        connection: ConnectionViewModel,
        recheck: RecheckViewModel,
        storage: StorageHealth,
    ) -> None:
        super().__init__()
        self._session = session
        self._connection = connection
        self._recheck = recheck
        self._storage = storage
        self.ribbon = named(QLabel(), "trainingRibbon")
        self.ribbon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.ribbon.setVisible(self._session.training)
        # Whole where it fits the banners' room, else its short form, the whole in its tooltip.
        self.storage_text = FiguresFirstLabel()
        self.storage_retry = QPushButton()
        self.storage_banner = self._storage_banner()
        # The top bar is one line that never widens the window ("Service having trouble · last
        # contact …" beside the place's name is wider than a 1024 px screen): where it is short,
        # the staff's line gives way first (the name alone, then the name ending in "…", whole in
        # its tooltip: the cashier knows who they are), then the last contact's time, and the
        # place's name only last: it says which property's vouchers the till takes, and a long
        # name signed in once hid it.
        self.place = OneLineLabel()
        self.place.show_text(self._session.place)
        self.staff = OneLineLabel()
        self.staff.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        #: Who is signed in ("" for nobody), said again in the language the till changes to.
        self._staff_name = ""
        self.connection = named(OneLineLabel(), "connection")
        self.connection.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        set_state(self.connection, "state", self._connection.state.value)
        # One calm line while the service cannot be used, instead of a red box in every panel;
        # where the banners' room is short, its short form (what is wrong, the last contact's time).
        self.connection_banner = named(FiguresFirstLabel(), "connectionBanner")
        # Money nobody can vouch for stays in sight until a manager decides it, whatever else happens.
        self.waiting_banner = named(QWidget(), "waitingBanner")
        # Whole where it fits the banners' room, else its short form (the count, the amount and
        # the code's tail), the whole in its tooltip: three lines in German at 1366×768 at 125 %
        # scrolled its last words out of the banners' eighth of the window.
        self.waiting_text = FiguresFirstLabel()
        self.waiting_open = QPushButton()
        self._lay_out_waiting()
        # A banner line of its own that wraps: in the top bar, nine hours' worth of explanation
        # widened a 1366 px till to 1897 px. Where the banners' room is short, the size alone.
        self.clock_warning = named(FiguresFirstLabel(), "clockWarning")
        # The log that cannot be written: said once, calmly, while the till works on.
        self.log_banner = named(QLabel(wordWrap=True), "logBanner")
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.ribbon)
        column.addWidget(self._top_bar())
        self.banners = BannerArea(
            [
                self.storage_banner,
                self.connection_banner,
                self.waiting_banner,
                self.clock_warning,
                self.log_banner,
            ],
            whole=(self.storage_banner,),
        )
        column.addWidget(self.banners)
        self.storage_text.set_room(lambda: self._room_beside(self.storage_banner), self.banners)
        self.waiting_text.set_room(lambda: self._room_beside(self.waiting_banner), self.banners)
        for label in (self.connection_banner, self.clock_warning):
            label.set_room(self._room_left, self.banners)
        # Once the banners are in their area: the connection's banner is among the words set.
        live(self, self._words)
        # Shown only once they are in the banner area: a widget shown before it has a parent is a
        # window of its own, and reparenting it hides it again.
        self.show_waiting(self._recheck.waiting_text)
        self.show_clock_warning(self._recheck.clock_text)
        self._recheck.clock_warning.connect(self.show_clock_warning)
        self._recheck.waiting.connect(self.show_waiting)
        self._connection.changed.connect(self.show_connection)
        self.storage_retry.clicked.connect(self._storage.check_now)
        self.show_connection(self._connection.state.value, self._connection.text)

    def _lay_out_waiting(self) -> None:
        waiting_row = QHBoxLayout(self.waiting_banner)
        waiting_row.setContentsMargins(12, 4, 12, 4)
        waiting_row.addWidget(self.waiting_text, 1)
        waiting_row.addWidget(self.waiting_open)
        self.waiting_banner.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)

    def _words(self) -> None:
        """The header's own words, set again when the till's language changes."""
        self.ribbon.setText(translate("Header", "TRAINING — no real money"))
        self.banners.setAccessibleName(translate("Header", "Messages from the till"))
        self.storage_text.setAccessibleName(translate("Header", "Storage problem"))
        self.storage_retry.setText(translate("Header", "Try again now"))
        self.storage_retry.setToolTip(
            translate("Header", "Check again whether the till can write its journal and audit log")
        )
        self.place.setAccessibleName(translate("Header", "Property and location"))
        self.connection_banner.setAccessibleName(translate("Header", "Connection to the voucher service"))
        self.waiting_text.setAccessibleName(translate("Header", "Movements waiting for a manager"))
        self.waiting_open.setText(translate("Header", "Unconfirmed movements… (Ctrl+U)"))
        self.waiting_open.setToolTip(
            translate("Header", "A manager decides each one, with the service's events shown (Ctrl+U)")
        )
        self.clock_warning.setAccessibleName(translate("Header", "The till's clock"))
        self.log_banner.setAccessibleName(translate("Header", "The till's log"))
        self.show_staff(self._staff_name)
        self.show_connection(self._connection.state.value, self._connection.text)
        self.show_storage()

    def _storage_banner(self) -> QWidget:
        banner = named(QWidget(), "storageBanner")
        row = QHBoxLayout(banner)
        row.addWidget(self.storage_text, 1)
        row.addWidget(self.storage_retry)
        banner.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        banner.setVisible(False)
        return banner

    def _top_bar(self) -> QWidget:
        bar = GiveWayRow(
            [self.place, self.staff, self.connection], giving_way=[self.staff, self.connection, self.place]
        )
        bar.setContentsMargins(12, 0, 12, 0)
        return bar

    def show_staff(self, name: str) -> None:
        """Where the bar is short the name alone shows, before it is cut: "Personal: Jur…" in
        German at 1366×768 at 125 % said whose till it is with the word that says least."""
        self._staff_name = name
        if name:
            self.staff.show_text(translate("Header", "Staff: {name}").format(name=name), name)
        else:
            self.staff.show_text(translate("Header", "Not signed in"))

    def show_connection(self, state: str, text: str) -> None:
        connection = self._connection
        banner = connection.banner
        # The banner says when the service last answered: the top bar keeps to one short line.
        self.connection.show_text(connection.state_text if banner else text, connection.state_text)
        set_state(self.connection, "state", connection.look)
        self.connection_banner.show_text(banner, connection.banner_short)
        set_state(self.connection_banner, "state", state)
        self.connection_banner.setVisible(bool(banner))

    def show_waiting(self, text: str) -> None:
        self.waiting_text.show_text(text, self._recheck.waiting_short if text else "")
        self.waiting_banner.setVisible(bool(text))

    def show_clock_warning(self, text: str) -> None:
        self.clock_warning.show_text(text, self._recheck.clock_short if text else "")
        self.clock_warning.setVisible(bool(text))

    def show_storage(self) -> None:
        storage = self._storage
        self.storage_text.show_text(storage.banner_text(), storage.banner_short())
        self.storage_banner.setVisible(not storage.money_allowed)
        self.log_banner.setText(storage.log_text())
        self.log_banner.setVisible(bool(self.log_banner.text()))

    def _room_left(self) -> int:
        """How much taller the banners' text may grow with every banner in sight at once: what an
        eighth of the window leaves beside the banners shown (one kept whole takes its own room)."""
        shown = [b for b in self.banners.banners if not b.isHidden() and b not in self.banners.whole]
        return max(self.window().height() // 8, 60) - sum(b.height() for b in shown)

    def _room_beside(self, banner: QWidget) -> int:
        """How much taller ``banner``'s text may grow: its banner within an eighth of the window,
        the room every banner shares (``BannerArea``)."""
        return max(self.window().height() // 8, 60) - banner.height()
