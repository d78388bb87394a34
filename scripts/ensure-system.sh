#!/usr/bin/env bash
# Installs the Debian packages the tests need, when they are missing:
#   chromium                      the e2e tests drive a real browser (playwright-core)
#   python3-torch python3-onnx python3-numpy python3-regex libopenblas0-pthread
#                                 train/: the smoke run of the model-building chain
# Needs root (apt-get); without it, says what to install and stops.
set -euo pipefail

packages=(chromium python3-torch python3-onnx python3-numpy python3-regex libopenblas0-pthread fonts-dejavu-core)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
apt-get update -q
DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
