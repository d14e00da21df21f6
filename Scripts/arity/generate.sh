#!/usr/bin/env bash
# Writes every arity file (`zip` and `combineLatest` for two to eight sources, for each family that has them) from
# the templates in this folder, or with --check fails if a committed file differs from what the templates make.
# Usage, from the project root: Scripts/arity/generate.sh [--check]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -module-name ArityGenerator "$here"/*.swift -o "$work/generator" 2>&1 | { grep -v '^$' || true; }
[ -x "$work/generator" ] || { echo "the generator did not compile" >&2; exit 1; }
"$work/generator" "$root" "$@"
