"""The Sell window's view-model on fakes: what is offered, what is refused, one send per Confirm.

Fakes only at the edge (the catalogue's reads and the money path), so the rules the screen follows are
pinned without a service: a product of another property or currency is never offered, a method
needing a postal address is not, nothing is sent without a review, and Confirm sends once.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal

import pytest
from PySide6.QtWidgets import QApplication

from app.api.catalogue import DeliveryMethod, Product
from app.api.errors import Rejected
from app.api.models import Category, OrderRow, Property
from app.api.sent import OnSent
from app.core.movement import Movement, MovementKind, MovementState
from app.core.sale import SaleRequest
from app.core.settings import Settings
from app.core.tasks import TaskSlots
from app.desk.common.connection import ConnectionViewModel
from app.desk.common.dual_control import DualControl
from app.desk.sale.basket import Buyer
from app.desk.sale.sale import SaleScope, SaleViewModel
from app.services.movements import Actor, MovementResult, Notice, OnWait
from helpers.fakes import movement

pytestmark = pytest.mark.anyio
SPA = Product(
    product_id=1,
    domain_id=101,
    name="Spa Day",
    price=Decimal("50.00"),
    currency_code="GBP",
    categories=[301, 302],
)
TEA = Product(
    product_id=2,
    domain_id=101,
    name="Tea",
    price=Decimal("40.00"),
    currency_code="GBP",
    categories=[301, 303],
)
EURO = Product(
    product_id=3, domain_id=101, name="Dîner", price=Decimal("90.00"), currency_code="EUR", categories=[301]
)
ELSEWHERE = Product(
    product_id=4, domain_id=202, name="Bon", price=Decimal("20.00"), currency_code="GBP", categories=[401]
)


def category(category_id: int, name: str, order: int, *, home: bool = False) -> Category:
    return Category(category_id=category_id, domain_id=101, name=name, order=order, home_page_category=home)


class Catalogue:
    async def products(self, *, domain_id: int | None = None) -> list[Product]:
        return [SPA, TEA, EURO, ELSEWHERE]

    async def categories(self, *, domain_id: int | None = None) -> list[Category]:
        return [category(303, "Dining", 2), category(302, "Spa Days", 1), category(301, "Home", 0, home=True)]

    async def delivery_methods(self, domain_id: int) -> list[DeliveryMethod]:
        return [
            DeliveryMethod(method_id=1, name="E-mail"),
            DeliveryMethod(method_id=2, name="Post", requires_fulfillment=True, charge=Decimal("2.50")),
            DeliveryMethod(method_id=4, name="Printed at the desk"),
        ]

    async def properties(self) -> list[Property]:
        return [Property(domain_id=101, name="Harbour", currency_code="GBP")]


class Sales:
    """The money path, answering at once: each sale is recorded, none is made twice."""

    def __init__(self) -> None:
        self.sent: list[tuple[SaleRequest, str, Actor]] = []
        self.prepared = 0
        self.notices: list[Callable[[Notice], None]] = []
        self.decided: list[Callable[[Movement], None]] = []
        #: The service's refusal of the next sale, if it refuses it.
        self.refusal: Rejected | None = None

    async def sell(
        self, request: SaleRequest, reference: str, actor: Actor, *, on_sent: OnSent | None = None
    ) -> tuple[MovementResult, list[OrderRow]]:
        self.sent.append((request, reference, actor))
        await asyncio.sleep(0)
        if on_sent is not None and self.refusal is None:
            on_sent()
        if self.refusal is not None:
            refused = replace(
                movement(reference, request.total, kind=MovementKind.SALE), state=MovementState.REJECTED
            )
            return MovementResult(refused, MovementState.REJECTED, error=self.refusal), []
        done = replace(movement(reference, request.total, kind=MovementKind.SALE), state=MovementState.DONE)
        return MovementResult(done, MovementState.DONE), []

    async def sold_rows(self, movement: Movement) -> list[OrderRow]:
        return []

    async def reconcile(self, movement: Movement, *, on_wait: OnWait | None = None) -> MovementResult:
        raise AssertionError("nothing is lost here")

    def prepare(self) -> object:
        self.prepared += 1
        return None


@pytest.fixture
async def vm(qapp: QApplication) -> SaleViewModel:
    tasks = TaskSlots(lambda _name, error: (_ for _ in ()).throw(error))
    connection = ConnectionViewModel(lambda: asyncio.sleep(0), tasks)
    connection.report_success()
    model = SaleViewModel(Catalogue(), Sales(), tasks, connection, lambda: "Sam", SaleScope(101))
    model.load()
    for _ in range(5):
        await asyncio.sleep(0)
    assert model.loaded
    return model


async def test_only_this_propertys_products_in_its_currency_by_category_order(vm: SaleViewModel) -> None:
    assert [shelf.name for shelf in vm.shelves] == ["All", "Spa Days", "Dining"]
    assert [p.name for p in vm.shelves[0].products] == ["Spa Day", "Tea"]
    assert [m.name for m in vm.methods] == ["E-mail", "Printed at the desk"]


async def test_another_currency_and_quantities_beyond_twenty_are_refused(vm: SaleViewModel) -> None:
    said: list[str] = []
    vm.message.connect(lambda text, _kind: said.append(text))
    assert not vm.add(EURO, 1)
    assert said[-1] == "Dîner is sold in EUR, not here."
    assert not vm.add(SPA, 21)
    assert said[-1] == "Quantity: 1 to 20 of one product."
    assert vm.basket.rowCount() == 0


async def test_nothing_is_sent_without_a_review_and_confirm_sends_once(vm: SaleViewModel) -> None:
    sales = vm._movements
    assert isinstance(sales, Sales)
    said: list[str] = []
    vm.message.connect(lambda text, _kind: said.append(text))
    vm.add(SPA, 2)
    vm.set_buyer(Buyer("J. Bloggs", "jo@example"))
    assert not vm.review()
    assert said[-1] == "Check the buyer's details: email."
    vm.confirm()
    assert sales.sent == []
    vm.set_buyer(Buyer("J. Bloggs", "jo@example.com"))
    assert vm.review()
    vm.confirm()
    vm.confirm()
    for _ in range(5):
        await asyncio.sleep(0)
    assert len(sales.sent) == 1
    request, reference, actor = sales.sent[0]
    assert request.total == Decimal("100.00")
    assert reference.startswith("VD")
    assert len(reference) == 12
    assert actor == Actor("Sam")


async def test_a_complimentary_sale_is_sent_under_its_manager(vm: SaleViewModel) -> None:
    sales = vm._movements
    assert isinstance(sales, Sales)
    vm.add(SPA, 1)
    vm.set_buyer(Buyer("V. Important", "vip@example.com"))
    vm.set_complimentary(True, None)
    assert not vm.complimentary, "never without a manager"
    vm.set_complimentary(True, "Morgan")
    assert vm.review()
    vm.confirm()
    for _ in range(5):
        await asyncio.sleep(0)
    request, _reference, actor = sales.sent[0]
    assert request.complimentary
    assert request.total == Decimal("0.00")
    assert actor == Actor("Sam", "Morgan")


async def test_a_refused_sale_says_why_in_the_services_words_with_the_guests_address_masked(
    vm: SaleViewModel,
) -> None:
    """ "The service refused the sale" alone left the cashier guessing what to correct."""
    sales = vm._movements
    assert isinstance(sales, Sales)
    sales.refusal = Rejected(
        "refused",
        endpoint="POST /orders/",
        reason="invalid_recipient",
        messages=("Mailbox friend.of.zoe@example.net rejected: unknown recipient",),
    )
    said: list[tuple[str, str]] = []
    vm.message.connect(lambda text, kind: said.append((text, kind)))
    vm.add(SPA, 1)
    vm.set_buyer(Buyer("J. Bloggs", "jo@example.com", "friend.of.zoe@example.net"))
    assert vm.review()
    vm.confirm()
    for _ in range(5):
        await asyncio.sleep(0)
    text, kind = said[-1]
    assert kind == "refused"
    assert text.startswith("The service refused the sale")
    assert "unknown recipient" in text
    assert "f•••@example.net" in text
    assert "friend.of.zoe@" not in text


async def test_a_sale_above_the_dual_control_limit_waits_for_a_managers_pin(qapp: QApplication) -> None:
    tasks = TaskSlots(lambda _name, error: (_ for _ in ()).throw(error))
    connection = ConnectionViewModel(lambda: asyncio.sleep(0), tasks)
    connection.report_success()
    settings = Settings(location_id=7, dual_control_above={7: {"gbp": Decimal("50")}})
    sales = Sales()
    vm = SaleViewModel(
        Catalogue(), sales, tasks, connection, lambda: "Sam", SaleScope(101, dual=DualControl(settings))
    )
    vm.load()
    for _ in range(5):
        await asyncio.sleep(0)
    asked: list[str] = []
    vm.manager_needed.connect(asked.append)
    vm.add(SPA, 2)
    vm.set_buyer(Buyer("J. Bloggs", "jo@example.com"))
    assert vm.review()
    vm.confirm()
    for _ in range(5):
        await asyncio.sleep(0)
    assert len(asked) == 1
    assert sales.sent == [], "nothing is sent without the PIN"
    vm.confirm_approved("Mo")
    for _ in range(5):
        await asyncio.sleep(0)
    assert [actor for _request, _reference, actor in sales.sent] == [Actor("Sam", "Mo")]
