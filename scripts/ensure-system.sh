#!/usr/bin/env bash
# Installs the Debian packages the tests need, when they are missing. `npm test` calls it
# first, from its own script (not `pretest`: .npmrc's ignore-scripts=true turns those off).
#   chromium fonts-dejavu-core fonts-noto-cjk
#                                 browser: the e2e tests drive a real browser (playwright-core);
#                                 a CJK font, so the lab in 简体中文 is drawn (and screenshot) for real
#   python3-torch python3-onnx python3-numpy python3-regex libopenblas0-pthread
#                                 python: train/, the export tests and the smoke chain
# TOOLFORMER_SKIP=browser,python leaves out what those tests need (they are then skipped);
# CHROMIUM_PATH names a browser of your own instead of Debian's.
# Needs root (apt-get); without it, says what to install and fails.
set -euo pipefail

skip=",${TOOLFORMER_SKIP:-},"
packages=()
if [[ $skip != *,browser,* ]]; then
  [ -n "${CHROMIUM_PATH:-}" ] || packages+=(chromium)
  packages+=(fonts-dejavu-core fonts-noto-cjk)
fi
[[ $skip == *,python,* ]] || packages+=(python3-torch python3-onnx python3-numpy python3-regex libopenblas0-pthread)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-system: missing Debian packages: ${missing[*]}" >&2
  echo "  install them with: sudo apt-get install -y ${missing[*]}" >&2
  echo "  or skip the tests that need them: TOOLFORMER_SKIP=browser,python npm test (README)" >&2
  exit 1
fi
echo "ensure-system: installing Debian packages: ${missing[*]}"
if ! { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"; }; then
  echo "ensure-system: apt-get could not install ${missing[*]} (see above)" >&2
  exit 1
fi
