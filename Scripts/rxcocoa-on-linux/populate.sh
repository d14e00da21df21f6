#!/usr/bin/env bash
# Usage: Scripts/rxcocoa-on-linux/populate.sh RXSWIFT-REFERENCE-DIR TARGET-SOURCE-DIR
# Fills TARGET-SOURCE-DIR (a scratch package's Sources/RxCocoa) with RxCocoa 6.10.2's trait, binding and
# NotificationCenter sources from the reference checkout plus the glue they need, so that a scratch package can
# build an RxCocoa module on Linux to compare SendableRxCocoa with (the side-by-side and compatibility scripts).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
rx=$1; dest=$2
mkdir -p "$dest"
rm -f "$dest"/*.swift
find "$rx/RxCocoa-reference/Traits" -name '*.swift' -exec cp {} "$dest/" \;
cp "$rx/RxCocoa-reference/Common/Observable+Bind.swift" "$rx/RxCocoa-reference/Common/Infallible+Bind.swift" \
   "$rx/RxCocoa-reference/Foundation/NotificationCenter+Rx.swift" "$dest/"
cp "$here/RxCocoaGlue.swift" "$dest/"
