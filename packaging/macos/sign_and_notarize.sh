#!/usr/bin/env bash
# Signs a built "Voucher Desk.app" (or the .dmg made from it) with the hardened runtime, notarises it
# with Apple, staples the ticket and checks the result the way Gatekeeper will.
#
#   packaging/macos/sign_and_notarize.sh "dist/Voucher Desk.app"
#   packaging/macos/sign_and_notarize.sh "dist/voucher-desk-0.1.0-macos.dmg"
#
# Environment:
#   VOUCHER_DESK_CODESIGN_IDENTITY  "Developer ID Application: Name (TEAMID)", in the login keychain
#   VOUCHER_DESK_ENTITLEMENTS       optional; defaults to packaging/macos/entitlements.plist
#   Notarisation, either an App Store Connect API key (preferred on CI):
#     NOTARY_API_KEY_PATH (the .p8 file), NOTARY_API_KEY_ID, NOTARY_API_ISSUER_ID
#   or an Apple ID with an app-specific password:
#     NOTARY_APPLE_ID, NOTARY_PASSWORD, NOTARY_TEAM_ID
#   VOUCHER_DESK_SKIP_NOTARIZE=1    sign and verify only (a local test of the signature)
#
# codesign --deep is not used to sign: it applies one set of options to everything and misses code
# outside the standard bundle folders. Code is signed inside-out instead: loose Mach-O files first,
# then each framework, then the app itself.
set -euo pipefail

target="${1:?usage: sign_and_notarize.sh PATH.app|PATH.dmg}"
target="${target%/}"
here="$(cd "$(dirname "$0")" && pwd)"
identity="${VOUCHER_DESK_CODESIGN_IDENTITY:?set VOUCHER_DESK_CODESIGN_IDENTITY to a Developer ID Application identity}"
entitlements="${VOUCHER_DESK_ENTITLEMENTS:-$here/entitlements.plist}"

log() { printf '== %s\n' "$*"; }

sign() {
  codesign --force --timestamp --options runtime --entitlements "$entitlements" --sign "$identity" "$@"
}

sign_app() {
  local app="$1" file
  log "signing the code inside $app"
  # Loose Mach-O files (Python extensions, dylibs, Qt plugins); framework contents are skipped
  # because each framework is signed as a whole next, and the main executable goes with the app.
  while IFS= read -r -d '' file; do
    if file -b "$file" | grep -q 'Mach-O'; then
      sign "$file"
    fi
  done < <(find "$app/Contents" -type f -not -path '*.framework/*' -not -path "$app/Contents/MacOS/*" -print0)
  while IFS= read -r -d '' file; do
    sign "$file"
  done < <(find "$app/Contents" -type d -name '*.framework' -prune -print0)
  log "signing $app"
  sign "$app"
  codesign --verify --deep --strict --verbose=2 "$app"
}

# Written for the bash 3.2 that ships with macOS: no mapfile, no associative arrays.
set_notary_credentials() {
  if [[ -n "${NOTARY_API_KEY_PATH:-}" ]]; then
    credentials=(--key "$NOTARY_API_KEY_PATH" --key-id "${NOTARY_API_KEY_ID:?}" --issuer "${NOTARY_API_ISSUER_ID:?}")
  else
    credentials=(--apple-id "${NOTARY_APPLE_ID:?set NOTARY_API_KEY_PATH or NOTARY_APPLE_ID}"
                 --password "${NOTARY_PASSWORD:?}" --team-id "${NOTARY_TEAM_ID:?}")
  fi
}

json_field() {
  python3 -c 'import json, sys; print(json.load(sys.stdin)[sys.argv[1]])' "$1"
}

notarize() {
  local upload="$1" result status submission
  set_notary_credentials
  log "notarising $upload (this waits for Apple)"
  result="$(xcrun notarytool submit "$upload" "${credentials[@]}" --wait --output-format json)"
  status="$(printf '%s' "$result" | json_field status)"
  submission="$(printf '%s' "$result" | json_field id)"
  if [[ "$status" != "Accepted" ]]; then
    echo "notarisation $submission ended as $status; Apple's log follows" >&2
    xcrun notarytool log "$submission" "${credentials[@]}" >&2 || true
    exit 1
  fi
}

case "$target" in
  *.app)
    sign_app "$target"
    if [[ "${VOUCHER_DESK_SKIP_NOTARIZE:-0}" != 1 ]]; then
      workdir="$(mktemp -d)"
      trap 'rm -rf "$workdir"' EXIT
      ditto -c -k --keepParent "$target" "$workdir/upload.zip"
      notarize "$workdir/upload.zip"
      xcrun stapler staple "$target"
      xcrun stapler validate "$target"
      spctl --assess --type execute --verbose=4 "$target"
    fi
    ;;
  *.dmg)
    log "signing $target"
    codesign --force --timestamp --sign "$identity" "$target"
    codesign --verify --strict --verbose=2 "$target"
    if [[ "${VOUCHER_DESK_SKIP_NOTARIZE:-0}" != 1 ]]; then
      notarize "$target"
      xcrun stapler staple "$target"
      xcrun stapler validate "$target"
      spctl --assess --type open --context context:primary-signature --verbose=4 "$target"
    fi
    ;;
  *)
    echo "expected a .app or a .dmg, got $target" >&2
    exit 2
    ;;
esac
log "done: $target"
