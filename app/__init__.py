"""Voucher Desk: redeem Giftpro gift vouchers at a till.

This module is the one source of the product's identity: the package metadata, the
PyInstaller spec, the installers and the About box all read these names.
"""

APP_NAME = "Voucher Desk"
APP_ID = "uk.co.voucherdesk.till"
APP_SLUG = "voucher-desk"
APP_ORG = "Voucher Desk"
__version__ = "0.1.0"
