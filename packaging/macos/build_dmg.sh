#!/usr/bin/env bash
# Builds the drag-to-install disk image: the app beside a link to /Applications.
#
#   packaging/macos/build_dmg.sh "dist/Voucher Desk.app" dist/voucher-desk-0.1.0-macos.dmg
#
# packaging/build.py installer calls this with the names from app/__init__.py. The volume is named
# after the app. Sign the app before this and the dmg after it (sign_and_notarize.sh does both).
# hdiutil often fails with "Resource busy" when Spotlight or a just-detached volume still holds the
# image, notably on CI runners, so that one error is retried.
set -euo pipefail

app="${1:?usage: build_dmg.sh PATH.app OUTPUT.dmg}"
app="${app%/}"
output="${2:?usage: build_dmg.sh PATH.app OUTPUT.dmg}"
volume="$(basename "$app" .app)"
attempts=5

[[ -d "$app/Contents/MacOS" ]] || { echo "not an app bundle: $app" >&2; exit 2; }

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
# ditto keeps the symlinks, extended attributes and signatures inside the bundle intact.
ditto "$app" "$staging/$(basename "$app")"
ln -s /Applications "$staging/Applications"

mkdir -p "$(dirname "$output")"
for attempt in $(seq 1 "$attempts"); do
  if log="$(hdiutil create -volname "$volume" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$output" 2>&1)"; then
    printf '%s\n' "$log"
    hdiutil verify "$output"
    echo "== built $output"
    exit 0
  fi
  printf '%s\n' "$log" >&2
  if ! grep -qi 'resource busy' <<<"$log" || [[ "$attempt" == "$attempts" ]]; then
    echo "hdiutil create failed (attempt $attempt of $attempts)" >&2
    exit 1
  fi
  echo "hdiutil: resource busy, retrying in $((attempt * 5)) s" >&2
  sleep $((attempt * 5))
done
