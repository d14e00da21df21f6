#!/usr/bin/env bash
# SendableRx portability check: fails on the constructs that compile on Linux (where CI builds) but break, or
# would break, the build on the Apple platforms Package.swift declares, where nothing here is compiled.
#
#   Scripts/portability-check.sh              checks the Swift files of Sources, Tests, Examples and Compatibility
#   Scripts/portability-check.sh PATH...      checks these files or directories instead
#
# Prints file:line: rule: reason for each finding and exits 1 if there is any. Conditional compilation is followed
# line by line (`#if`/`#elseif`/`#else`/`#endif` each on its own line); comments and multi-line string literals
# (the compile-fail tests' snippets) are not checked.
set -euo pipefail
cd "$(dirname "$0")/.."

exec python3 - "$@" <<'PY'
import os
import re
import sys

# A branch on the #if stack: its condition, and whether it is an #else (then `prior` holds the conditions it negates).
class Branch:
    def __init__(self, condition, is_else=False, prior=()):
        self.condition, self.is_else, self.prior = condition, is_else, tuple(prior)

def positive(branch, pattern):
    """The branch is taken only where `pattern` holds: an #if/#elseif whose condition has it, not negated."""
    return (not branch.is_else) and re.search(pattern, branch.condition) is not None \
        and re.search(r"!\s*" + pattern, branch.condition) is None

def mentions(branch, pattern):
    conditions = branch.prior if branch.is_else else (branch.condition,)
    return any(re.search(pattern, c) for c in conditions)

def glibc_only(stack):
    # `canImport(Glibc)` alone (or with `&&`): `|| canImport(Musl)` or an `os(Linux)` branch would also cover Musl,
    # whose pthread_t is a pointer and whose SOCK_STREAM is an Int32, as on Darwin.
    return any(positive(b, r"canImport\(Glibc\)") and "||" not in b.condition for b in stack)

def pthread_self_used_at_once(match):
    """pthread_self() turned into its bit pattern, or passed straight to pthread_equal (or to an integer conversion,
    which the pthread-integer rule reports): not kept as a pthread_t."""
    before = match.string[:match.start()]
    return re.search(r"(bitPattern:\s*|\b(U?Int(8|16|32|64)?|numericCast)\s*\(\s*)$", before) is not None \
        or "pthread_equal(" in before

EXIT_TEST_OSES = {"macOS", "Linux", "Windows", "FreeBSD", "OpenBSD"}

def exit_tests_available(stack):
    for b in stack:
        if b.is_else or "!" in b.condition:
            continue
        oses = set(re.findall(r"os\((\w+)\)", b.condition))
        if oses and oses <= EXIT_TEST_OSES:
            return True
    return False

def process_available(stack):
    for b in stack:
        if b.is_else or "!" in b.condition:
            continue
        oses = set(re.findall(r"os\((\w+)\)", b.condition))
        if oses and oses <= {"macOS", "Linux", "Windows", "FreeBSD", "OpenBSD", "Android"}:
            return True
    return False

# Each rule: (name, pattern on code, whether the position is fine given the #if stack, why it matters).
RULES = [
    # Glibc and Musl exist only on Linux, Darwin only on Apple platforms: an unguarded import fails the build on the
    # other side. Guard each with `#if canImport(...)` (or `#if os(...)`), one branch per C library.
    ("platform-import",
     re.compile(r"^\s*(@\w+\s+)*import\s+(\w+\s+)?(Glibc|Musl|Darwin|Bionic|Android|WinSDK|ucrt)\b"),
     lambda stack, m: any(mentions(b, r"canImport\(|os\(") for b in stack),
     "platform module imported outside #if canImport(...)/#if os(...): it does not exist on every declared platform"),
    # A name qualified with the C library's module compiles only where that module is imported.
    ("platform-qualified-name",
     re.compile(r"\b(Glibc|Musl|Darwin)\.[A-Za-z_]"),
     lambda stack, m: any(positive(b, r"canImport\(" + m.group(1) + r"\)") for b in stack),
     "name qualified with a C library module outside that module's #if canImport branch"),
    # Glibc imports SOCK_STREAM and the other socket types as cases of the enum __socket_type (with .rawValue);
    # Darwin and Musl import them as Int32 macros, which have no .rawValue: this broke the SignUp example's server
    # and the Cocoa tests' HTTP server on a Mac.
    ("socket-type-rawValue",
     re.compile(r"\bSOCK_(STREAM|DGRAM|RAW|SEQPACKET|RDM)\s*\.\s*rawValue\b"),
     lambda stack, m: glibc_only(stack),
     "SOCK_* .rawValue outside an #if canImport(Glibc) branch: SOCK_* is an Int32 on Darwin and Musl"),
    # pthread_t is an unsigned integer on Glibc but a pointer on Darwin (UnsafeMutablePointer<_opaque_pthread_t>) and
    # Musl: UInt(pthread_self()) does not compile there, and a pthread_t kept in Mutex/Atomic state is a
    # non-Sendable value (a region-isolation error). Outside a Glibc branch keep UInt(bitPattern: pthread_self())
    # or compare with pthread_equal at once.
    ("pthread-integer",
     re.compile(r"\b(U?Int(8|16|32|64)?|numericCast)\s*\(\s*pthread_self\s*\(\s*\)"),
     lambda stack, m: glibc_only(stack),
     "pthread_self() converted to an integer outside an #if canImport(Glibc) branch: pthread_t is a pointer on "
     "Darwin (use UInt(bitPattern: pthread_self()) there)"),
    ("pthread-stored",
     re.compile(r"\bpthread_t\b"),
     lambda stack, m: glibc_only(stack),
     "pthread_t declared outside an #if canImport(Glibc) branch: on Darwin it is a non-Sendable pointer that cannot "
     "be kept in Mutex/Atomic state; keep an integer identity (UInt(bitPattern: pthread_self()))"),
    ("pthread-self-kept",
     re.compile(r"\bpthread_self\s*\(\s*\)"),
     lambda stack, m: glibc_only(stack) or pthread_self_used_at_once(m),
     "pthread_self() kept as a value outside an #if canImport(Glibc) branch: on Darwin it is a non-Sendable pointer; "
     "use UInt(bitPattern: pthread_self()) or pass it straight to pthread_equal"),
    # Exit tests (#expect/#require(processExitsWith:), ExitTest) exist on macOS, Linux, Windows and the BSDs only;
    # an unguarded one fails the test build for iOS, tvOS, watchOS and visionOS.
    ("exit-test",
     re.compile(r"\bprocessExitsWith\s*:|\bExitTest\b"),
     lambda stack, m: exit_tests_available(stack),
     "exit test outside #if os(macOS) || os(Linux): Swift Testing has no exit tests on iOS, tvOS, watchOS, visionOS"),
    # Foundation's Process (running swiftc or a fixture program) exists on macOS and Linux, not on iOS, tvOS, watchOS
    # or visionOS.
    ("foundation-process",
     re.compile(r"\bProcess\s*\(\s*\)"),
     lambda stack, m: process_available(stack),
     "Foundation.Process outside #if os(macOS) || os(Linux): it is unavailable on iOS, tvOS, watchOS and visionOS"),
    # FoundationNetworking is a separate module on Linux only; on Darwin URLSession is in Foundation and there is no
    # FoundationNetworking to import.
    ("foundation-networking",
     re.compile(r"^\s*(@\w+\s+)*import\s+FoundationNetworking\b"),
     lambda stack, m: any(positive(b, r"canImport\(FoundationNetworking\)") for b in stack),
     "import FoundationNetworking outside #if canImport(FoundationNetworking): the module exists on Linux only"),
]

def strip_comment(line):
    """The code of `line` without a // comment (a // inside a one-line string literal is kept)."""
    out, in_string, i = [], False, 0
    while i < len(line):
        c = line[i]
        if c == "\\" and in_string:
            out.append(line[i:i + 2]); i += 2; continue
        if c == '"':
            in_string = not in_string
        elif not in_string and line.startswith("//", i):
            break
        out.append(c); i += 1
    return "".join(out)

def check(path, findings):
    stack, in_block_comment, in_multiline_string = [], False, False
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for number, raw in enumerate(lines, 1):
        line = raw
        if in_multiline_string:
            if '"""' in line:
                in_multiline_string = False
            continue
        if in_block_comment:
            if "*/" not in line:
                continue
            line = line.split("*/", 1)[1]
            in_block_comment = False
        code = strip_comment(line)
        if "/*" in code:
            before, after = code.split("/*", 1)
            if "*/" not in after:
                in_block_comment = True
            code = before + (after.split("*/", 1)[1] if "*/" in after else "")
        if code.count('"""') % 2 == 1:
            in_multiline_string = True
            code = code.split('"""', 1)[0]
        directive = re.match(r"\s*#(if|elseif|else|endif)\b(.*)", code)
        if directive:
            kind, condition = directive.group(1), directive.group(2).strip()
            if kind == "if":
                stack.append([Branch(condition)])
            elif not stack:
                findings.append(f"{path}:{number}: unbalanced #{kind}")
            elif kind == "elseif":
                stack[-1].append(Branch(condition))
            elif kind == "else":
                stack[-1].append(Branch("", is_else=True, prior=[b.condition for b in stack[-1]]))
            else:
                stack.pop()
            continue
        active = [block[-1] for block in stack]
        for name, pattern, allowed, why in RULES:
            for match in pattern.finditer(code):
                if not allowed(active, match):
                    findings.append(f"{path}:{number}: {name}: {why}")
                    break
    if stack:
        findings.append(f"{path}:{len(lines)}: unterminated #if")

def swift_files(roots):
    for root in roots:
        if os.path.isfile(root):
            yield root
            continue
        for directory, subdirectories, files in os.walk(root):
            subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(directory, name)

roots = sys.argv[1:] or [r for r in ("Sources", "Tests", "Examples", "Compatibility") if os.path.isdir(r)]
findings, count = [], 0
for path in swift_files(roots):
    count += 1
    check(path, findings)
for finding in findings:
    print(finding)
if findings:
    print(f"portability check: {len(findings)} finding(s) in {count} Swift files", file=sys.stderr)
    sys.exit(1)
print(f"portability check: {count} Swift files, no Darwin/Glibc hazards")
PY
