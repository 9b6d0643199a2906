"""The dialog of *Manager → Check the service*: each assumption, what the account does and what
the till does about it."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import translate
from app.core.notice import Kind, Notice
from app.desk.common.widgets.text_box import text_box
from app.desk.manager.service_check import ServiceCheckViewModel, verdict_text
from app.services.service_check import ServiceCheck


def findings_text(check: ServiceCheck) -> str:
    return "\n\n".join(f"{verdict_text(f.verdict)}: {f.text}" for f in check.findings)


class ServiceCheckDialog(QDialog):
    def __init__(self, model: ServiceCheckViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setWindowTitle(translate("ServiceCheck", "Check the service"))
        self.resize(640, 480)
        layout = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "ServiceCheck",
                "The till tries, reading only, each point the service's documents leave open. Where "
                "the account differs and the till can adapt, it adapts and keeps it with the settings.",
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.findings = text_box(QPlainTextEdit())
        self.findings.setReadOnly(True)
        self.findings.setAccessibleName(translate("ServiceCheck", "What the check found"))
        layout.addWidget(self.findings, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.again = QPushButton(translate("ServiceCheck", "Check again"))
        buttons.addButton(self.again, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.again.clicked.connect(model.run)
        model.notice.connect(self._said)
        model.checked.connect(self._checked)
        model.run()

    def _said(self, notice: Notice) -> None:
        self.status.setText(notice.text)
        self.again.setEnabled(notice.kind is not Kind.CHECKING)

    def _checked(self, check: ServiceCheck) -> None:
        self.findings.setPlainText(findings_text(check))
