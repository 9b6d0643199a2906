"""A product's options read as tolerantly as the rest of the service: the shape docs/service-reference.md
decides, an older service's list and value objects, PHP's ``[]`` for none, and what cannot be an
option left out rather than failing the product."""

from __future__ import annotations

from app.api.catalogue import Product
from app.api.product_options import ProductOption, read_options

TREATMENT = ProductOption("treatment", "Treatment", ("Massage", "Facial"))


def test_the_decided_shape_keyed_by_option_key() -> None:
    raw = {"treatment": {"name": "Treatment", "values": ["Massage", "Facial"]}}
    assert read_options(raw) == (TREATMENT,)


def test_an_older_services_list_with_value_objects_and_values_keyed_by_value() -> None:
    listed = [
        {
            "optionKey": "treatment",
            "name": "Treatment",
            "values": [{"optionValue": "Massage", "name": "Massage 60 min"}, {"optionValue": "Facial"}],
        }
    ]
    assert read_options(listed) == (TREATMENT,)
    keyed = {"treatment": {"name": "Treatment", "values": {"Massage": "Massage 60 min", "Facial": "Facial"}}}
    assert read_options(keyed) == (TREATMENT,)


def test_none_php_empty_and_unreadable_entries_give_no_option() -> None:
    assert read_options({}) == ()
    assert read_options([]) == ()
    assert read_options(None) == ()
    assert read_options({"menu": {"name": "Menu", "values": []}, "": {"values": ["x"]}}) == ()
    assert read_options([{"name": "no key", "values": ["a"]}, "text"]) == ()


def test_a_product_read_from_the_service_offers_its_choices() -> None:
    product = Product.model_validate(
        {
            "productID": "1105",
            "domainID": 101,
            "name": "Spa Treatments Voucher",
            "price": 80,
            "options": {"treatment": {"name": "Treatment", "values": ["Massage", "Facial"]}},
        }
    )
    assert product.choices == (TREATMENT,)


def test_an_options_name_written_as_html_is_shown_as_written() -> None:
    [option] = read_options({"menu": {"name": "Wine &amp; Dine", "values": ["Fish &amp; Chips"]}})
    assert option.name == "Wine & Dine"
    assert option.values == ("Fish &amp; Chips",), "sent back to the service as it came"
