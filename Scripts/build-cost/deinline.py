#!/usr/bin/env python3
# Removes @inlinable from the given Swift files, for the build-cost experiment "no specialisation in the app":
# public and open declarations lose it; internal and package ones become @usableFromInline (unless they are already),
# so that the conformances of @usableFromInline types stay legal. Usage: deinline.py FILE...
import re
import sys
for path in sys.argv[1:]:
    lines = open(path).read().split('\n')
    out = []
    i = 0
    for idx, line in enumerate(lines):
        if '@inlinable' not in line:
            out.append(line); continue
        # find the declaration text: rest of this line after attributes, or next lines until a non-attribute line
        rest = line.split('@inlinable', 1)[1]
        decl = rest
        j = idx + 1
        while not re.search(r'\b(func|init|var|let|subscript|static|class|struct|enum|deinit)\b', decl) and j < len(lines):
            decl += ' ' + lines[j]; j += 1
        # attributes block before: previous lines that are attributes
        k = len(out) - 1
        attrs = line
        while k >= 0 and out[k].strip().startswith('@'):
            attrs += ' ' + out[k]; k -= 1
        public = re.search(r'\b(public|open)\b', decl.split('{')[0]) is not None
        has_ufi = '@usableFromInline' in attrs or '@usableFromInline' in decl.split('{')[0]
        deinit = re.search(r'\bdeinit\b', decl) is not None
        if public or has_ufi or deinit:
            new = line.replace('@inlinable @inline(__always)', '').replace('@inlinable ', '').replace('@inlinable', '')
        else:
            new = line.replace('@inlinable', '@usableFromInline')
        if new.strip() == '':
            continue
        out.append(new)
    open(path, 'w').write('\n'.join(out))
