#!/bin/sh
# Debian's Chromium (/usr/bin/chromium) for the benchmarks and the tools (the browser tests run its headless shell),
# with the --disable-features switches it is given merged into one: Chromium keeps only the last of them, and
# Playwright passes its own list before ours (tests/chromium.mjs), which would otherwise replace it. CHROMIUM names
# another binary (the unit test).
features=""
for arg do
  shift
  case "$arg" in
    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM:-/usr/bin/chromium}" ${features:+"--disable-features=$features"} "$@"
