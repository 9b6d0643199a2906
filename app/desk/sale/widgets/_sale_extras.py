"""Two parts of the Sell window in files of their own: the chosen product's options (a treatment, a
menu: one list each, shown only for a product that has them) and the billing address's lines
(shown while payment is taken; a complimentary sale takes none and sends none)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QSizePolicy, QWidget

from app.api.catalogue import Product
from app.core.i18n import QT_TRANSLATE_NOOP, translate
from app.desk.common.widgets.language import live
from app.desk.common.widgets.style import plain

#: The service's keys of a billing address, with what each line is called at the desk.
BILLING_PARTS = (
    ("line1", QT_TRANSLATE_NOOP("Sale", "Address 1")),
    ("line2", QT_TRANSLATE_NOOP("Sale", "Address 2")),
    ("locality", QT_TRANSLATE_NOOP("Sale", "Town or city")),
    ("county", QT_TRANSLATE_NOOP("Sale", "County")),
    ("postcode", QT_TRANSLATE_NOOP("Sale", "Postcode")),
    ("country", QT_TRANSLATE_NOOP("Sale", "Country")),
)


class OptionPicker(QWidget):
    """One list per option of the product chosen on the shelf; hidden when it has none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self.lists: dict[str, QComboBox] = {}
        self.setVisible(False)

    def show_for(self, product: Product | None) -> None:
        """The options of ``product`` (the service's own words), each with its first value chosen."""
        while (item := self._row.takeAt(0)) is not None:
            if (widget := item.widget()) is not None:
                widget.deleteLater()
        self.lists = {}
        for option in product.choices if product is not None else ():
            pick = QComboBox()
            pick.addItems(list(option.values))
            pick.setAccessibleName(option.name)
            self._row.addWidget(plain(QLabel(option.name)))
            self._row.addWidget(pick, 1)
            self.lists[option.key] = pick
        self.setVisible(bool(self.lists))

    def chosen(self) -> dict[str, str]:
        """optionKey to the optionValue chosen, for every option shown."""
        return {key: pick.currentText() for key, pick in self.lists.items()}


class BillingFields(QWidget):
    """The billing address, three parts a row across the form's whole width, each named in its field
    in short words with little padding; ``edited`` when any of it is typed. Beside a label the names
    were cut to "St…", "Ad…" in German at 1024 px, and "Address li…" in English; a label
    row or a third row of fields would push a sale with options past a 700 px window."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # As wide as the form's column, never wider: the placeholders' words do not set its width.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(2)
        self.fields: dict[str, QLineEdit] = {}
        for index, (key, _words) in enumerate(BILLING_PARTS):
            field = QLineEdit()
            field.setObjectName("addressPart")
            field.setMaxLength(100)
            field.textEdited.connect(lambda _text: self.edited.emit())
            grid.addWidget(field, index // 3, index % 3)
            self.fields[key] = field

        def words() -> None:
            for key, text in BILLING_PARTS:
                self.fields[key].setPlaceholderText(translate("Sale", text))
                self.fields[key].setAccessibleName(translate("Sale", text))
                self.fields[key].setAccessibleDescription(
                    translate("Sale", "Billing address, sent with a sale the guest pays for")
                )

        live(self, words)

    def values(self) -> dict[str, str]:
        return {key: field.text() for key, field in self.fields.items()}

    def clear(self) -> None:
        for field in self.fields.values():
            field.clear()
